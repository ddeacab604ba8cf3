import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberFilter } from './number-filter';
import { TYPING_DELAY_MS } from './use-typed-filter';

type Bounds = Pick<ComponentProps<typeof NumberFilter>, 'min' | 'max' | 'fullName' | 'hideLabel'>;

/** A number filter over a URL value, as a list holds it. */
function Harness({
  onCommit,
  initial = null,
  ...bounds
}: Bounds & { onCommit: (n: number | null) => void; initial?: number | null }) {
  const [url, setUrl] = useState<number | null>(initial);
  return (
    <MantineProvider>
      <NumberFilter
        label="DH-O (mi)"
        value={url}
        placeholder="50"
        onCommit={(next) => {
          onCommit(next);
          setUrl(next);
        }}
        w={84}
        {...bounds}
      />
      <button type="button" onClick={() => setUrl(null)}>
        Clear filters
      </button>
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: /^DH-O \(mi\)/ });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('NumberFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes digits only and searches once typing pauses, once for several keystrokes', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    type('7');
    type('7a5');
    expect(field()).toHaveValue('75');
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(75);
  });

  it('searches at once on Enter, and once only (the pause after it adds nothing)', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    type('120');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(120);
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('searches at once when the field is left; leaving it untouched searches nothing', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} initial={50} />);
    fireEvent.blur(field());
    expect(onCommit).not.toHaveBeenCalled();
    type('');
    fireEvent.blur(field());
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('brings the number within its bounds and shows it so when the field is left', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} min={1} max={1000} />);
    type('5000');
    fireEvent.blur(field());
    expect(onCommit).toHaveBeenLastCalledWith(1000);
    expect(field()).toHaveValue('1000');
    type('0');
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(onCommit).toHaveBeenLastCalledWith(1);
    expect(field()).toHaveValue('1');
    type('007');
    fireEvent.blur(field());
    expect(onCommit).toHaveBeenLastCalledWith(7);
    expect(field()).toHaveValue('7');
  });

  it('shows what the URL says when it changes under the field, dropping a pending search', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} initial={75} />);
    type('90');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(field()).toHaveValue('');
    act(() => void vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('is named by its label, with a longer name or the label alone for assistive technology', () => {
    const { unmount } = render(<Harness onCommit={vi.fn()} fullName="deadhead around the origin" />);
    expect(screen.getByRole('textbox', { name: 'DH-O (mi): deadhead around the origin' })).toBeInTheDocument();
    unmount();
    render(<Harness onCommit={vi.fn()} hideLabel />);
    expect(screen.getByRole('textbox', { name: 'DH-O (mi)' })).toBeInTheDocument();
    expect(screen.queryByText('DH-O (mi)')).toBeNull();
  });
});
