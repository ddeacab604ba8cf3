import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import L from 'leaflet';
import { env } from '../../lib/env';
import { addBaseLayer } from './base-layer';
import MapView from './map-view';

vi.mock('../../lib/env', async (original) => {
  const actual = await original<typeof import('../../lib/env')>();
  return { env: { ...actual.env } };
});

// jsdom draws no SVG: whether the outlines are built and drawn is watched here, what they look like in the e2e.
const built = vi.hoisted(() => vi.fn());
vi.mock('./outlines', async (original) => {
  const actual = await original<typeof import('./outlines')>();
  return {
    ...actual,
    outlineSvg: (doc: Document) => {
      built();
      return actual.outlineSvg(doc);
    },
  };
});

const OUTLINES = 'Outline map of the United States, Canada and Mexico';
const stops = [
  { kind: 'pickup' as const, text: 'P1', latitude: 41.88, longitude: -87.63, label: 'Stop 1, Pickup: Chicago, IL' },
  { kind: 'delivery' as const, text: 'D2', latitude: 32.78, longitude: -96.8, label: 'Stop 2, Delivery: Dallas, TX' },
];

afterEach(() => {
  (env as { mapTileUrl: string }).mapTileUrl = '';
  built.mockClear();
});

describe('MapView', () => {
  it('is a named region whose markers are buttons named by their labels, with their text drawn', async () => {
    render(<MapView label="Route of load 50001" markers={stops} />);
    const region = screen.getByRole('region', { name: 'Route of load 50001' });
    const pickup = await screen.findByRole('button', { name: 'Stop 1, Pickup: Chicago, IL' });
    expect(region).toContainElement(pickup);
    expect(pickup).toHaveAttribute('tabindex', '0');
    expect(pickup.textContent).toBe('P1');
    expect(
      screen.getByRole('button', { name: 'Stop 2, Delivery: Dallas, TX' }).querySelector('[data-kind]'),
    ).toHaveAttribute('data-kind', 'delivery');
  });

  it('draws marker text as text, never as markup', async () => {
    render(<MapView label="Map" markers={[{ ...stops[0]!, text: '<b>' }]} />);
    const marker = await screen.findByRole('button', { name: 'Stop 1, Pickup: Chicago, IL' });
    expect(marker.querySelector('b')).toBeNull();
    expect(marker.textContent).toBe('<b>');
  });

  it('draws the shipped outlines under the layers when no tiles are configured', async () => {
    const { container } = render(<MapView label="Map" />);
    const outlines = await screen.findByRole('img', { name: OUTLINES });
    expect(outlines).toHaveClass('leaflet-pane');
    // The outlines arrive by a dynamic import: slow on a busy machine, hence the longer wait.
    await waitFor(() => expect(outlines.querySelectorAll('svg path')).toHaveLength(5), { timeout: 5000 });
    expect(built).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeNull();
  });

  it('draws no outlines on a map that is gone before they arrive', async () => {
    const map = L.map(document.createElement('div'));
    addBaseLayer(map, () => true);
    // Once the chunk's import has settled, and a task later.
    await import('./outlines');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(built).not.toHaveBeenCalled();
    expect(map.getPane('outlines')?.querySelector('svg')).toBeNull();
    map.remove();
  });

  it('uses the configured tiles instead, and then draws and loads no outlines', async () => {
    (env as { mapTileUrl: string }).mapTileUrl = 'https://tile.example.com/{z}/{x}/{y}.png';
    const { container } = render(<MapView label="Map" markers={stops} />);
    await waitFor(() => expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull());
    expect(screen.queryByRole('img', { name: OUTLINES })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(built).not.toHaveBeenCalled();
  });

  it('keeps its markers when the screen renders again with the same data in new arrays', async () => {
    const { rerender } = render(<MapView label="Map" markers={[...stops]} />);
    const pickup = await screen.findByRole('button', { name: 'Stop 1, Pickup: Chicago, IL' });
    rerender(<MapView label="Map" markers={[...stops]} />);
    expect(screen.getByRole('button', { name: 'Stop 1, Pickup: Chicago, IL' })).toBe(pickup);
    rerender(<MapView label="Map" markers={stops.slice(1)} />);
    expect(screen.queryByRole('button', { name: 'Stop 1, Pickup: Chicago, IL' })).toBeNull();
    expect(pickup.isConnected).toBe(false);
  });

  it('hands back the id of a marker clicked or pressed with Enter or Space; markers without one do nothing', async () => {
    const user = userEvent.setup();
    const activate = vi.fn();
    const carrier = {
      kind: 'carrier' as const,
      id: '1011',
      latitude: 42.03,
      longitude: -93.63,
      label: 'Carrier: Ames',
    };
    render(<MapView label="Map" markers={[carrier, stops[0]!]} onMarkerActivate={activate} />);
    const sample = await screen.findByRole('button', { name: 'Carrier: Ames' });
    expect(sample.querySelector('[data-kind]')).toHaveAttribute('data-kind', 'carrier');
    await user.click(sample);
    expect(activate).toHaveBeenLastCalledWith('1011');
    sample.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(activate).toHaveBeenCalledTimes(3);
    await user.keyboard('a');
    screen.getByRole('button', { name: 'Stop 1, Pickup: Chicago, IL' }).focus();
    await user.keyboard('{Enter}');
    expect(activate).toHaveBeenCalledTimes(3);
  });

  it('leaves out a marker whose coordinates are not numbers', async () => {
    render(<MapView label="Map" markers={[{ ...stops[0]!, latitude: Number.NaN }, stops[1]!]} />);
    await screen.findByRole('button', { name: 'Stop 2, Delivery: Dallas, TX' });
    expect(screen.getAllByRole('button', { name: /^Stop/ })).toHaveLength(1);
  });

  it('builds the map after the commit that mounts it (the screen paints first), with the latest layers', async () => {
    const { container, rerender } = render(<MapView label="Map" markers={stops} />);
    expect(screen.getByRole('region', { name: 'Map' })).toBeEmptyDOMElement();
    expect(container.querySelector('.leaflet-container')).toBeNull();
    // Changed before the map exists: the map draws what the screen shows by then.
    rerender(<MapView label="Map" markers={stops.slice(1)} />);
    await screen.findByRole('button', { name: 'Stop 2, Delivery: Dallas, TX' });
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop 1, Pickup: Chicago, IL' })).toBeNull();
  });

  it('draws its layers a paint after it builds the map: fitting them reads the size of a laid-out map', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    try {
      const { container } = render(<MapView label="Map" markers={stops} />);
      const paint = () =>
        act(() => {
          // The next frame, then the task the frame's callback posted.
          vi.advanceTimersToNextFrame();
          vi.advanceTimersByTime(1);
        });
      paint();
      expect(container.querySelector('.leaflet-container')).not.toBeNull();
      expect(screen.queryByRole('button', { name: /^Stop/ })).toBeNull();
      paint();
      expect(screen.getAllByRole('button', { name: /^Stop/ })).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds nothing once it is gone before its turn', async () => {
    const { container, unmount } = render(<MapView label="Map" markers={stops} />);
    const region = screen.getByRole('region', { name: 'Map' });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(region).toBeEmptyDOMElement();
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });
});
