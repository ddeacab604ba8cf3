import { useCallback, useMemo } from 'react';
import { useUrlState } from './url-state';
import {
  changeListState,
  defaultListState,
  hasFilters,
  nestedListCodec,
  type FieldSpec,
  type ListSpec,
  type ListState,
} from '../domain';

type Change<Tab extends string, F extends Record<string, FieldSpec>> = Parameters<typeof changeListState<Tab, F>>[1];

/**
 * The state of a list inside a screen that holds other state in its URL (a tab of a detail
 * screen): like `useListUrlState`, but under its own prefix (`?inspections_state=AZ&inspections_page=2`),
 * leaving every other entry of the URL (`?tab=`, other lists) as it is. Every change is a
 * navigation; `replace` keeps typing from adding history entries. Nothing is saved or restored.
 */
export function useNestedListState<Tab extends string, F extends Record<string, FieldSpec>>(
  spec: ListSpec<Tab, F>,
  prefix: string,
) {
  const [state, write] = useUrlState(useMemo(() => nestedListCodec(spec, prefix), [spec, prefix]));
  const change = useCallback(
    (next: Change<Tab, F>, options: { replace?: boolean } = {}) =>
      write((current) => changeListState(current, next), options),
    [write],
  );
  const setFilters = useCallback(
    (filters: Partial<ListState<Tab, F>['filters']>, options: { replace?: boolean } = {}) =>
      change({ filters }, options),
    [change],
  );
  const clearFilters = useCallback(() => change({ filters: defaultListState(spec).filters }), [change, spec]);

  return { state, change, setFilters, filtered: hasFilters(spec, state), clearFilters };
}
