import { useState } from 'react';
import { errorMessage, useAreaSuggestions, usePlaceResolver, useZipSearch, type Area } from '../../../api';
import { isZipPrefix, placeArea, type LaneEnd } from '../../../domain';
import { PlaceField, type PlaceOption } from '../../../ui/place-field';

/** A chosen lane end and where it is on the map (null until known). */
export interface ChosenEnd {
  end: LaneEnd;
  latitude: number | null;
  longitude: number | null;
}

const AREA_PREFIX = 'area:';
const zipOption = (area: Area): PlaceOption => ({
  place_id: `${AREA_PREFIX}${area.id}`,
  name: area.name,
  description: `${area.name} · ZIP area`,
});

/**
 * A lane's origin or destination: a typed city or address is suggested by the map service
 * (`autocompleteAreas`) and resolved to its areas when chosen (`findAreaByPlaceId`: the smallest is
 * searched); a typed ZIP or postal-code prefix also lists the ZIP areas (`listAreas`, 10, in the
 * chosen countries). Keyboard-selectable, 300 ms after typing pauses, stale answers dropped.
 */
export function LanePlaceField({
  label,
  value,
  onChange,
  countries,
  w,
}: {
  label: string;
  value: ChosenEnd | null;
  onChange: (chosen: ChosenEnd | null) => void;
  countries: readonly string[];
  w?: number | string;
}) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const zip = isZipPrefix(typed);
  const places = useAreaSuggestions(typed);
  const zips = useZipSearch(typed, countries);
  const resolve = usePlaceResolver();
  const zipAreas = zip ? (zips.data ?? []) : [];
  const suggestions = [...zipAreas.map(zipOption), ...(places.data ?? [])];
  const shown: PlaceOption | null = value
    ? {
        place_id: value.end.placeId ?? `${AREA_PREFIX}${value.end.areaId}`,
        name: value.end.name,
        description: value.end.name,
      }
    : null;

  const choose = (option: PlaceOption | null) => {
    setFailure(undefined);
    if (!option) return onChange(null);
    const area = zipAreas.find((a) => `${AREA_PREFIX}${a.id}` === option.place_id);
    if (area) {
      return onChange({
        end: { areaId: area.id, name: area.name, placeId: null },
        latitude: area.latitude,
        longitude: area.longitude,
      });
    }
    resolve(option.place_id).then(
      (place) => {
        const areaId = placeArea(place);
        if (areaId === null) return setFailure('This place lies in no area we search. Try a ZIP code.');
        onChange({
          end: { areaId, name: option.name, placeId: option.place_id },
          latitude: place.latitude,
          longitude: place.longitude,
        });
      },
      (error: unknown) => setFailure(`Could not find ${option.name}: ${errorMessage(error)}`),
    );
  };

  const failed = places.isError ? places.error : zips.isError ? zips.error : null;
  return (
    <PlaceField
      label={label}
      placeholder="City, ZIP or address"
      value={shown}
      onChange={choose}
      search={typed}
      onSearch={setTyped}
      suggestions={suggestions}
      loading={places.isFetching || zips.isFetching}
      error={failure ?? (failed ? `Suggestions failed: ${errorMessage(failed)}` : undefined)}
      w={w}
    />
  );
}
