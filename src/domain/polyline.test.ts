import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodePolyline } from './polyline';

/** The reference encoder, to check the decoder against (Google's algorithm). */
function encode(points: [number, number][]): string {
  let out = '';
  let prevLat = 0;
  let prevLng = 0;
  const one = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lat, lng] of points) {
    const a = Math.round(lat * 1e5);
    const b = Math.round(lng * 1e5);
    one(a - prevLat);
    one(b - prevLng);
    prevLat = a;
    prevLng = b;
  }
  return out;
}

describe('decodePolyline', () => {
  it('decodes Google’s example', () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
  });
  it('decodes the contract’s Des Moines to Roanoke route, from Des Moines to Roanoke', () => {
    const points = decodePolyline('oly|FfcmzP~iKgerQ~xuI{d~Y_td@s`hRfvyHwyiGnuqE_iiI');
    expect(points).toHaveLength(6);
    expect(points[0]).toEqual([41.5868, -93.625]);
    expect(points.at(-1)).toEqual([37.271, -79.9414]);
  });
  it('round-trips any route', () => {
    const point = fc.tuple(
      fc.integer({ min: -8_999_999, max: 8_999_999 }),
      fc.integer({ min: -17_999_999, max: 17_999_999 }),
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (raw) => {
        const points = raw.map(([a, b]): [number, number] => [a / 1e5, b / 1e5]);
        expect(decodePolyline(encode(points))).toEqual(points);
      }),
    );
  });
  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(() => decodePolyline(text)).not.toThrow();
      }),
    );
    expect(decodePolyline('')).toEqual([]);
  });
});
