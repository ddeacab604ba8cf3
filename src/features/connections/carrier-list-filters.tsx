import { Button, Menu, MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { classificationsQuery, errorMessage, useCreateFilterSet, useReplaceFilterSet, type FilterSet } from '../../api';
import { filterSetFiltersOf, type CarrierListsState, type FilterSetList } from '../../domain';
import { useSingleFlight } from '../../lib/use-single-flight';
import { notify } from '../../ui/notify';
import type { carrierListsArrivalQueries } from './carrier-lists.route';

interface Props {
  state: CarrierListsState;
  onChange: (filters: Partial<CarrierListsState['filters']>) => void;
  list: FilterSetList;
  /** The active classifications' query: the route data's (null without a company: nothing is asked). */
  classifications: ReturnType<typeof carrierListsArrivalQueries>['classifications'];
  companyId: number | null;
  userId: number | null;
  /** The default filter sets in force, changed in place when saved again. */
  mine: FilterSet | null;
  company: FilterSet | null;
}

/**
 * The carrier lists' filter: the classifications a carrier was onboarded under. The filters can be
 * saved as the default of the user or of the whole company (filter sets, applied on arrival).
 */
export function CarrierListFilters({ state, onChange, list, classifications: query, ...owners }: Props) {
  const { companyId, userId, mine, company } = owners;
  const classifications = useQuery(
    query ?? { ...classificationsQuery(0, { 'q[is_active_eq]': true }), enabled: false },
  );
  const options = (Array.isArray(classifications.data) ? classifications.data : []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  // A chosen id the server no longer lists still shows, so the filter in the address stays visible.
  for (const id of state.filters.classifications)
    if (!options.some((o) => o.value === String(id)))
      options.push({ value: String(id), label: `Classification ${id}` });
  const create = useCreateFilterSet();
  const replace = useReplaceFilterSet();

  const save = useSingleFlight(async (owner: 'User' | 'Company') => {
    const ownerId = owner === 'User' ? userId : companyId;
    const existing = owner === 'User' ? mine : company;
    if (ownerId === null) return;
    const filters = filterSetFiltersOf(state);
    try {
      if (existing) await replace.mutateAsync({ id: existing.id, data: { filter_set: { filters, default: true } } });
      else
        await create.mutateAsync({
          data: { filter_set: { owner_type: owner, owner_id: ownerId, is_type: list, filters, default: true } },
        });
      notify(
        'success',
        owner === 'User' ? 'Saved as your default filters.' : "Saved as the company's default filters.",
      );
    } catch (error) {
      notify('error', errorMessage(error), 'The filters were not saved');
    }
  });

  return (
    <>
      <MultiSelect
        size="xs"
        label="Classifications"
        placeholder={state.filters.classifications.length ? undefined : 'Any'}
        data={options}
        value={state.filters.classifications.map(String)}
        onChange={(values) => onChange({ classifications: values.map(Number) })}
        clearable
        w={280}
        disabled={classifications.isError}
        error={classifications.isError ? `Could not load: ${errorMessage(classifications.error)}` : undefined}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" loading={create.isPending || replace.isPending}>
            Save filters
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void save('User')}>As my default</Menu.Item>
          <Menu.Item onClick={() => void save('Company')} disabled={companyId === null}>
            As the company’s default
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
