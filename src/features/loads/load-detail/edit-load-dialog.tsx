import { Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import {
  LoadStatus,
  errorMessage,
  useListCarrierVehiclesForDropdown,
  useServerForm,
  useUpdateLoadAndRefresh,
  type Load,
} from '../../../api';
import { UpdateLoadBody } from '../../../api/validators';
import { FormActions } from '../../../ui/form-actions';
import { FormError } from '../../../ui/form-error';
import { loadStatusLabel } from '../load-labels';
import { notify } from '../../../ui/notify';

const STATUS_OPTIONS = Object.values(LoadStatus).map((value) => ({ value, label: loadStatusLabel(value) }));

/**
 * Changes a load (PATCH loads/{id}): its status and its assigned vehicle, chosen from the carrier's
 * vehicles. Only what changed is sent; with nothing changed there is nothing to save. A refusal puts
 * the server's reasons beside their fields (or above the form) and keeps what was chosen.
 */
export function EditLoadDialog({ load, opened, onClose }: { load: Load; opened: boolean; onClose: () => void }) {
  // The Modal stays mounted (so closing returns focus to the button that opened it); its body mounts
  // afresh on every opening, so it starts from the load as it is now.
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit load ${load.id}`} size="md">
      <EditLoadForm load={load} onClose={onClose} />
    </Modal>
  );
}

/** The form as chosen: the status and the vehicle's id ("" for none), both from selects. */
interface Form {
  status: string;
  carrier_vehicle_id: string;
}
const FIELDS = ['status', 'carrier_vehicle_id'] as const;
const messages = {
  status: 'Choose a status.',
  carrier_vehicle_id: 'Choose a vehicle of the carrier.',
};
const vehicleText = (id: number | null) => (id === null ? '' : String(id));

/** Only what differs from the load, validated once by the contract's schema. */
const changesOf = (load: Load) =>
  z.preprocess((form: Form) => {
    const vehicle = form.carrier_vehicle_id === '' ? null : Number(form.carrier_vehicle_id);
    return {
      ...(form.status !== load.status ? { status: form.status } : {}),
      ...(vehicle !== load.carrier_vehicle_id ? { carrier_vehicle_id: vehicle } : {}),
    };
  }, UpdateLoadBody.shape.load);

function EditLoadForm({ load, onClose }: { load: Load; onClose: () => void }) {
  const update = useUpdateLoadAndRefresh(load.id);
  const carrierId = load.carrier?.id;
  const vehicles = useListCarrierVehiclesForDropdown(
    { carrier_id: carrierId ?? 0, load_id: load.id },
    { query: { enabled: carrierId !== undefined } },
  );
  const schema = useMemo(() => changesOf(load), [load]);
  const { form, submit: save } = useServerForm({
    schema,
    messages,
    defaultValues: { status: load.status, carrier_vehicle_id: vehicleText(load.carrier_vehicle_id) },
    fields: FIELDS,
    onSubmit: async (change) => {
      await update.mutateAsync({ id: load.id, data: { load: change } });
      notify('success', `Load ${load.id} saved.`);
      onClose();
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const options = Array.isArray(vehicles.data) ? vehicles.data : [];
  const vehicleOptions = [
    { value: '', label: 'No vehicle assigned' },
    ...options.map((v) => ({
      value: String(v.id),
      label: `${v.unit_number ?? v.vin}${v.eld_provider ? ` · ${v.eld_provider}` : ' · no ELD'}`,
    })),
  ];
  if (load.vehicle && !options.some((v) => v.id === load.vehicle?.id))
    vehicleOptions.push({ value: String(load.vehicle.id), label: load.vehicle.unit_number ?? load.vehicle.vin });

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="The load was not saved" />
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          error={errors.status?.message}
          {...form.register('status')}
        />
        <NativeSelect
          label="Assigned vehicle"
          description={carrierId === undefined ? 'The load has no carrier yet.' : undefined}
          data={vehicleOptions}
          disabled={carrierId === undefined || vehicles.isPending}
          error={
            errors.carrier_vehicle_id?.message ??
            (vehicles.isError ? `Could not load the vehicles: ${errorMessage(vehicles.error)}` : undefined)
          }
          {...form.register('carrier_vehicle_id')}
        />
        {!isDirty ? (
          <Text size="xs" c="dimmed">
            Nothing changed yet.
          </Text>
        ) : null}
        <FormActions submitLabel="Save" saving={isSubmitting} disabled={!isDirty} onCancel={onClose} />
      </Stack>
    </form>
  );
}
