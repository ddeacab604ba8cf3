import { useCallback, useMemo } from 'react';
import { usePostedEquipmentTypes } from '../../api';
import { humanize } from '../../ui/format';
import type { EquipmentTypesQuery } from './exchange.route';

/**
 * An equipment type as the server describes it ("Dry van"), or in words while the descriptions load;
 * from the route data's `equipment` query (exchange.route.ts).
 */
export function useEquipmentLabel(query: EquipmentTypesQuery): (value: string) => string {
  const types = usePostedEquipmentTypes(query);
  const data = types.data;
  const labels = useMemo(
    () => new Map((Array.isArray(data) ? data : []).map((type) => [type.value as string, type.description])),
    [data],
  );
  return useCallback((value: string) => labels.get(value) ?? humanize(value), [labels]);
}
