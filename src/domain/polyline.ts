/**
 * Decodes an encoded polyline (Google's format, precision 5: the lane route of the lane search) into
 * [latitude, longitude] pairs. A malformed string decodes as far as it is whole; nothing throws.
 */
export function decodePolyline(encoded: string, precision = 5): [number, number][] {
  const factor = 10 ** precision;
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length || shift > 30) return null;
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) break;
    lat += dLat;
    lng += dLng;
    const point: [number, number] = [lat / factor, lng / factor];
    if (Math.abs(point[0]) > 90 || Math.abs(point[1]) > 180) break;
    points.push(point);
  }
  return points;
}
