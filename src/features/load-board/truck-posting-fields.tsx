import { NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  errorMessage,
  useCreateTruckPostingAndRefresh,
  useListCarrierVehiclesForDropdown,
  usePostedEquipmentTypes,
  useServerForm,
  useUpdateTruckPostingAndRefresh,
  type TruckPosting,
} from '../../api';
import { FormActions } from '../../ui/form-actions';
import { FormError } from '../../ui/form-error';
import { notify } from '../../ui/notify';
import { AreaField } from './area-field';
import { CarrierField } from './carrier-field';
import { FORM_FIELDS, truckPostingResolver, type TruckPostingForm } from './truck-posting-form';

/**
 * The fields of a truck posting (monitoring §3): carrier, vehicle, equipment, origin and destination
 * picked as places (their areas and names are sent), deadhead tolerances (50 miles when empty), the
 * first day and, when editing, whether it is active. A new posting sends what was filled in; an edit
 * sends only what changed. A refusal puts the server's reasons beside their fields and keeps the rest.
 */
export function TruckPostingFields({
  posting,
  initial,
  onClose,
  equipmentLabel,
}: {
  posting?: TruckPosting;
  initial: TruckPostingForm;
  onClose: () => void;
  equipmentLabel: (value: string) => string;
}) {
  const create = useCreateTruckPostingAndRefresh();
  const update = useUpdateTruckPostingAndRefresh();
  const resolver = useMemo(() => truckPostingResolver(posting), [posting]);
  const { form, submit: save } = useServerForm({
    resolver,
    defaultValues: initial,
    fields: FORM_FIELDS,
    onSubmit: async (submit) => {
      if (submit.kind === 'update' && posting)
        await update.mutateAsync({ id: posting.id, data: { truck_posting: submit.fields } });
      else if (submit.kind === 'create') await create.mutateAsync({ data: { truck_posting: submit.fields } });
      notify(
        'success',
        posting ? `Truck posting ${posting.id} saved.` : `The truck of ${carrier?.name ?? 'the carrier'} is posted.`,
      );
      onClose();
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const carrier = useWatch({ control: form.control, name: 'carrier_id' });
  const destination = useWatch({ control: form.control, name: 'destination_area_id' });
  const vehicles = useListCarrierVehiclesForDropdown(
    { carrier_id: carrier?.id ?? 0 },
    { query: { enabled: carrier !== null } },
  );
  const equipment = usePostedEquipmentTypes();

  const vehicleOptions = [
    { value: '', label: carrier ? 'No particular vehicle' : 'Choose the carrier first' },
    ...(Array.isArray(vehicles.data) ? vehicles.data : []).map((v) => ({
      value: String(v.id),
      label: `${v.unit_number ?? v.vin} · ${v.is_type.replace('_', ' ')}`,
    })),
  ];
  const current = form.getValues('carrier_vehicle_id');
  if (current && !vehicleOptions.some((o) => o.value === current))
    vehicleOptions.push({ value: current, label: `Vehicle #${current}` });
  const equipmentOptions = [
    { value: '', label: 'Choose the equipment' },
    ...(Array.isArray(equipment.data) ? equipment.data : []).map((t) => ({ value: t.value, label: t.description })),
  ];
  const chosenEquipment = form.getValues('posted_equipment_type');
  if (chosenEquipment && !equipmentOptions.some((o) => o.value === chosenEquipment))
    equipmentOptions.push({ value: chosenEquipment, label: equipmentLabel(chosenEquipment) });

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title={posting ? 'The posting was not saved' : 'The truck was not posted'} />
        {posting ? (
          <Text size="sm">
            <Text span fw={600}>
              Carrier:{' '}
            </Text>
            {initial.carrier_id?.name}
          </Text>
        ) : (
          <Controller
            control={form.control}
            name="carrier_id"
            render={({ field }) => (
              <CarrierField value={field.value} onChange={field.onChange} error={errors.carrier_id?.message} />
            )}
          />
        )}
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label="Vehicle"
            data={vehicleOptions}
            disabled={carrier === null}
            error={
              errors.carrier_vehicle_id?.message ??
              (vehicles.isError ? `Could not load the vehicles: ${errorMessage(vehicles.error)}` : undefined)
            }
            {...form.register('carrier_vehicle_id')}
          />
          <NativeSelect
            label="Equipment"
            required
            data={equipmentOptions}
            error={errors.posted_equipment_type?.message}
            {...form.register('posted_equipment_type')}
          />
          <Controller
            control={form.control}
            name="origin_area_id"
            render={({ field }) => (
              <AreaField
                label="Origin"
                value={field.value}
                onChange={field.onChange}
                error={errors.origin_area_id?.message}
                w="100%"
              />
            )}
          />
          <TextInput
            label="Origin deadhead (mi)"
            placeholder="50"
            inputMode="numeric"
            error={errors.origin_deadhead_tolerance?.message}
            {...form.register('origin_deadhead_tolerance')}
          />
          <Controller
            control={form.control}
            name="destination_area_id"
            render={({ field }) => (
              <AreaField
                label="Destination"
                placeholder="Anywhere"
                value={field.value}
                onChange={field.onChange}
                error={errors.destination_area_id?.message}
                w="100%"
              />
            )}
          />
          <TextInput
            label="Destination deadhead (mi)"
            placeholder="50"
            inputMode="numeric"
            disabled={destination === null}
            error={errors.destination_deadhead_tolerance?.message}
            {...form.register('destination_deadhead_tolerance')}
          />
          <TextInput
            type="date"
            label="Available from"
            required
            error={errors.start_date?.message}
            {...form.register('start_date')}
          />
          {posting ? <Switch label="Active: matched to loads" mt="lg" {...form.register('is_active')} /> : null}
        </SimpleGrid>
        {posting && !isDirty ? (
          <Text size="xs" c="dimmed">
            Nothing changed yet.
          </Text>
        ) : null}
        <FormActions
          submitLabel={posting ? 'Save' : 'Post the truck'}
          saving={isSubmitting}
          disabled={posting !== undefined && !isDirty}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
