import { useCallback, useMemo } from 'react';
import { usePostedEquipmentTypes } from '../../api';
import { humanize } from '../../ui/format';

/** An equipment type as the server describes it ("Dry van"), or in words while the descriptions load. */
export function useEquipmentLabel(): (value: string) => string {
  const types = usePostedEquipmentTypes();
  const data = types.data;
  const labels = useMemo(
    () => new Map((Array.isArray(data) ? data : []).map((type) => [type.value as string, type.description])),
    [data],
  );
  return useCallback((value: string) => labels.get(value) ?? humanize(value), [labels]);
}
