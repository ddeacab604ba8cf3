/** A map place and the areas it lies in, as the areas call answers (PlaceAreas: `area_ids` smallest first). */
export interface PlaceWithAreas {
  area_ids: readonly number[];
  areas: readonly { id: number }[];
}

const isAreaId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * The area a chosen place stands for wherever one is sent (a lane's end, the load board's origin, a
 * truck posting, an alert's origin): the smallest it lies in (the five-zip area when it has one),
 * read from `area_ids`, else from its areas; null when it lies in none.
 */
export function placeArea(place: PlaceWithAreas): number | null {
  return place.area_ids.find(isAreaId) ?? place.areas.map((area) => area.id).find(isAreaId) ?? null;
}
