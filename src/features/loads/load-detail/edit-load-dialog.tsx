import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  LoadStatus,
  errorMessage,
  fieldErrors,
  useListCarrierVehiclesForDropdown,
  useUpdateLoadAndRefresh,
  type Load,
  type LoadUpdate,
} from '../../../api';
import { loadStatusLabel } from '../load-labels';
import { notify } from '../../../ui/notify';
import { useSingleFlight } from '../../../lib/use-single-flight';

const STATUS_OPTIONS = Object.values(LoadStatus).map((value) => ({ value, label: loadStatusLabel(value) }));

/**
 * Changes a load (PATCH loads/{id}): its status and its assigned vehicle, chosen from the carrier's
 * vehicles. Only what changed is sent; with nothing changed there is nothing to save.
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

function EditLoadForm({ load, onClose }: { load: Load; onClose: () => void }) {
  const update = useUpdateLoadAndRefresh(load.id);
  const carrierId = load.carrier?.id;
  const vehicles = useListCarrierVehiclesForDropdown(
    { carrier_id: carrierId ?? 0, load_id: load.id },
    { query: { enabled: carrierId !== undefined } },
  );
  const [status, setStatus] = useState<string>(load.status);
  const [vehicle, setVehicle] = useState<string>(
    load.carrier_vehicle_id === null ? '' : String(load.carrier_vehicle_id),
  );
  const [failure, setFailure] = useState<{ status?: string; vehicle?: string; form?: string }>({});

  const change: LoadUpdate = {};
  if (status !== load.status) change.status = status as LoadUpdate['status'];
  const chosenVehicle = vehicle === '' ? null : Number(vehicle);
  if (chosenVehicle !== load.carrier_vehicle_id) change.carrier_vehicle_id = chosenVehicle;
  const changed = Object.keys(change).length > 0;

  const save = useSingleFlight(async () => {
    setFailure({});
    try {
      await update.mutateAsync({ id: load.id, data: { load: change } });
      notify('success', `Load ${load.id} saved.`);
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setFailure({
        status: byField.status,
        vehicle: byField.carrier_vehicle_id,
        form: byField.status || byField.carrier_vehicle_id ? undefined : errorMessage(error),
      });
    }
  });

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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="sm">
        {failure.form ? (
          <Alert color="red" role="alert" title="The load was not saved">
            {failure.form}
          </Alert>
        ) : null}
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          error={failure.status}
        />
        <NativeSelect
          label="Assigned vehicle"
          description={carrierId === undefined ? 'The load has no carrier yet.' : undefined}
          data={vehicleOptions}
          value={vehicle}
          disabled={carrierId === undefined || vehicles.isPending}
          onChange={(event) => setVehicle(event.currentTarget.value)}
          error={
            failure.vehicle ??
            (vehicles.isError ? `Could not load the vehicles: ${errorMessage(vehicles.error)}` : undefined)
          }
        />
        {!changed ? (
          <Text size="xs" c="dimmed">
            Nothing changed yet.
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
