// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeLayers, stopMarker, type MapStop } from './route-layers';

const pickup: MapStop = { sequence: 1, kind: 'pickup', latitude: 41.88, longitude: -87.63, label: 'Stop 1, Pickup' };
const delivery: MapStop = { sequence: 2, kind: 'delivery', latitude: 32.78, longitude: -96.8, label: 'Stop 2' };

describe('stopMarker', () => {
  it('is P or D by kind, then the sequence, named by the stop', () => {
    expect(stopMarker(pickup)).toEqual({
      kind: 'pickup',
      text: 'P1',
      latitude: 41.88,
      longitude: -87.63,
      label: 'Stop 1, Pickup',
    });
    expect(stopMarker(delivery)).toMatchObject({ kind: 'delivery', text: 'D2' });
  });

  it('leaves out a sequence that is no positive whole number', () => {
    expect(stopMarker({ ...delivery, sequence: 0 }).text).toBe('D');
    expect(stopMarker({ ...delivery, sequence: Number.NaN }).text).toBe('D');
    expect(stopMarker({ ...pickup, sequence: 3.7 }).text).toBe('P3');
  });
});

describe('routeLayers', () => {
  it('joins the stops as a route and the positions as a trail, with a dot at the latest position', () => {
    const trace = [
      { latitude: 41, longitude: -88, label: 'PW-214 at Mar 16, 15:40' },
      { latitude: 36, longitude: -96, label: 'PW-214 at Mar 17, 06:00' },
    ];
    const { markers, lines } = routeLayers([pickup, delivery], trace);
    expect(lines).toEqual([
      { kind: 'route', points: [pickup, delivery] },
      { kind: 'trail', points: trace },
    ]);
    expect(markers.map((m) => [m.kind, m.label])).toEqual([
      ['vehicle', 'PW-214 at Mar 17, 06:00'],
      ['pickup', 'Stop 1, Pickup'],
      ['delivery', 'Stop 2'],
    ]);
  });

  it('draws the road route instead of straight lines when the routing server gave one, the stops kept', () => {
    const road = [
      { latitude: 41.88, longitude: -87.63 },
      { latitude: 38.63, longitude: -90.2 },
      { latitude: 32.78, longitude: -96.8 },
    ];
    const { markers, lines } = routeLayers([pickup, delivery], [], road);
    expect(lines[0]).toEqual({ kind: 'route', points: road, label: 'Road route' });
    expect(markers.map((m) => m.text)).toEqual(['P1', 'D2']);
  });

  it('puts the vehicle at its latest position that is on Earth, and nowhere without one', () => {
    const trace = [
      { latitude: 41, longitude: -88, label: 'good' },
      { latitude: Number.NaN, longitude: -96, label: 'broken' },
    ];
    expect(routeLayers([], trace).markers).toEqual([{ kind: 'vehicle', latitude: 41, longitude: -88, label: 'good' }]);
    expect(routeLayers([pickup], []).markers.map((m) => m.kind)).toEqual(['pickup']);
  });
});
