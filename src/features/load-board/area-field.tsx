import { useState } from 'react';
import { errorMessage, useAreaSuggestions, usePlaceResolver } from '../../api';
import { placeArea } from '../../domain';
import { PlaceField, type PlaceOption } from '../../ui/place-field';

/** A place picked for the board or a truck posting: the area sent and the name shown. */
export interface PickedArea {
  areaId: number;
  name: string;
}

interface Props {
  label: string;
  value: PickedArea | null;
  onChange: (area: PickedArea | null) => void;
  placeholder?: string;
  error?: string;
  w?: number | string;
}

/** The picked area as the place field shows it (its name), so a restored search reads as it was picked. */
const asOption = (area: PickedArea): PlaceOption => ({
  place_id: `area:${area.areaId}`,
  name: area.name,
  description: area.name,
});

/**
 * A city, ZIP or address typed and picked from the server's suggestions, then turned into the area
 * the load board or the truck posting sends (`findAreaByPlaceId`). A place that lies in no area, or
 * that the server cannot resolve, is said beside the field and nothing is chosen.
 */
export function AreaField({ label, value, onChange, placeholder, error, w }: Props) {
  const [search, setSearch] = useState(value?.name ?? '');
  // The chosen place's own name needs no suggestions; only what the broker types asks for them.
  const suggestions = useAreaSuggestions(search === value?.name ? '' : search);
  const resolve = usePlaceResolver();
  const [resolving, setResolving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (place: PlaceOption | null) => {
    setProblem(null);
    if (place === null) return onChange(null);
    if (value && place.place_id === asOption(value).place_id) return;
    setResolving(true);
    try {
      const areaId = placeArea(await resolve(place.place_id));
      if (areaId === null) setProblem(`${place.name} is not in any area we search.`);
      else onChange({ areaId, name: place.name });
    } catch (failure) {
      setProblem(`Could not use ${place.name}: ${errorMessage(failure)}`);
    } finally {
      setResolving(false);
    }
  };

  return (
    <PlaceField
      label={label}
      placeholder={placeholder}
      value={value ? asOption(value) : null}
      onChange={(place) => void pick(place)}
      search={search}
      onSearch={setSearch}
      suggestions={Array.isArray(suggestions.data) ? suggestions.data : undefined}
      loading={suggestions.isFetching || resolving}
      error={problem ?? error}
      w={w}
    />
  );
}
