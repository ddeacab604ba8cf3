import { Button, Group } from '@mantine/core';
import { errorMessage, useSaveDefaultFilterSet, type FilterSetOwner } from '../../../api';
import { carrierFiltersToQ, type CarrierSearchFilters } from '../../../domain';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { notify } from '../../../ui/notify';

/**
 * "Save as my default" and, for managers, "Save as company default": the current filters become the
 * defaults Carrier Search opens with (createFilterSet, or replaceFilterSet over an existing default).
 * A filter set holds the API's filters, the same shape the connection lists save.
 */
export function FilterDefaults({
  filters,
  userId,
  companyId,
  canSetCompanyDefault,
}: {
  filters: CarrierSearchFilters;
  userId: number;
  companyId: number | null;
  canSetCompanyDefault: boolean;
}) {
  const save = useSaveDefaultFilterSet('carrier_search');
  const run = useSingleFlight(async (owner: FilterSetOwner) => {
    const q = carrierFiltersToQ({ ...filters, originMiles: null, destinationMiles: null });
    try {
      await save.mutateAsync({ owner, filters: q });
      notify(
        'success',
        owner.type === 'User'
          ? 'Carrier Search will open with these filters for you.'
          : 'Carrier Search will open with these filters for everyone at your company without defaults of their own.',
        'Default filters saved',
      );
    } catch (error) {
      notify('error', errorMessage(error), 'The default filters were not saved');
    }
  });
  const saving = save.isPending ? save.variables.owner.type : null;
  return (
    <Group gap={4}>
      <Button
        size="compact-xs"
        variant="light"
        loading={saving === 'User'}
        onClick={() => void run({ type: 'User', id: userId })}
      >
        Save as my default
      </Button>
      {canSetCompanyDefault && companyId !== null ? (
        <Button
          size="compact-xs"
          variant="light"
          loading={saving === 'Company'}
          onClick={() => void run({ type: 'Company', id: companyId })}
        >
          Save as company default
        </Button>
      ) : null}
    </Group>
  );
}
