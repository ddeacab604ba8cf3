import { useState } from 'react';
import { useArea } from '../../../api';
import type { LaneEnd } from '../../../domain';
import type { ChosenEnd } from './lane-place-field';

/**
 * A lane end held in the address (area id and name) with where it is on the map: the coordinates of
 * a place just chosen, or else those of the stored area (`getArea`), asked once per area.
 */
export function useLaneEnd(end: LaneEnd | null): [ChosenEnd | null, (chosen: ChosenEnd | null) => void] {
  const [picked, setPicked] = useState<ChosenEnd | null>(null);
  const known = picked && end && picked.end.areaId === end.areaId && picked.latitude !== null ? picked : null;
  const area = useArea(end && !known ? end.areaId : null);
  if (!end) return [null, setPicked];
  if (known) return [{ ...known, end }, setPicked];
  return [{ end, latitude: area.data?.latitude ?? null, longitude: area.data?.longitude ?? null }, setPicked];
}
