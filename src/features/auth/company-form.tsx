import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateSignUpCompanyAndRefresh, useServerForm } from '../../api';
import { CreateSignUpCompanyBody } from '../../api/validators';
import { FormError } from '../../ui/form-error';

const schema = CreateSignUpCompanyBody.shape.company;
type Values = z.infer<typeof schema>;
const messages = {
  legal_name: 'Enter the legal name (at most 200 characters).',
  dba_name: 'At most 200 characters.',
  company_type: 'Choose the type of company.',
  dot_number: 'A USDOT number has up to 8 digits.',
  mc_number: 'An MC number has up to 8 digits.',
  phone_e164: 'Enter the phone number with + and the country code, e.g. +16165550100.',
  website: 'Enter a full address, e.g. https://www.example.com.',
  'address.street': 'Enter the street address.',
  'address.street2': 'At most 200 characters.',
  'address.city': 'Enter the city.',
  'address.state': 'Enter the two-letter state or province code, e.g. MI.',
  'address.postal_code': 'Enter the ZIP or postal code.',
  'address.country': 'Choose the country.',
};
const FIELDS: readonly Path<Values>[] = [
  'legal_name',
  'dba_name',
  'company_type',
  'dot_number',
  'mc_number',
  'phone_e164',
  'website',
  'address.street',
  'address.street2',
  'address.city',
  'address.state',
  'address.postal_code',
  'address.country',
];
const COMPANY_TYPES = [
  { value: 'broker', label: 'Broker' },
  { value: 'carrier', label: 'Carrier' },
  { value: 'shipper', label: 'Shipper' },
  { value: 'factoring', label: 'Factoring company' },
];
const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
];
// Optional fields left empty are sent as null, which the contract accepts.
const optional = { setValueAs: (v: unknown) => (v === '' ? null : v) };

/** The company a signed-up user creates (createSignUpCompany); they become its first manager. */
export function CompanyForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const create = useCreateSignUpCompanyAndRefresh();
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: {
      legal_name: '',
      dba_name: null,
      company_type: 'broker',
      dot_number: null,
      mc_number: null,
      phone_e164: '',
      website: null,
      address: { street: '', street2: null, city: '', state: '', postal_code: '', country: 'US' },
    },
    fields: FIELDS,
    onSubmit: async (company) => {
      await create.mutateAsync({ data: { company } });
      await onCreated();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { register, control } = form;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <FormError errors={errors} title="Could not create the company" />
        <TextInput
          label="Legal name"
          required
          autoFocus
          error={errors.legal_name?.message}
          {...register('legal_name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="DBA name" error={errors.dba_name?.message} {...register('dba_name', optional)} />
          <Controller
            control={control}
            name="company_type"
            render={({ field, fieldState }) => (
              <Select
                label="Company type"
                required
                data={COMPANY_TYPES}
                allowDeselect={false}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <TextInput
            label="USDOT number"
            inputMode="numeric"
            error={errors.dot_number?.message}
            {...register('dot_number', optional)}
          />
          <TextInput
            label="MC number"
            inputMode="numeric"
            error={errors.mc_number?.message}
            {...register('mc_number', optional)}
          />
          <TextInput
            label="Phone"
            placeholder="+16165550100"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone_e164?.message}
            {...register('phone_e164')}
          />
          <TextInput
            label="Website"
            type="url"
            placeholder="https://"
            error={errors.website?.message}
            {...register('website', optional)}
          />
        </SimpleGrid>
        <TextInput
          label="Street"
          autoComplete="address-line1"
          required
          error={errors.address?.street?.message}
          {...register('address.street')}
        />
        <TextInput
          label="Street, line 2"
          autoComplete="address-line2"
          error={errors.address?.street2?.message}
          {...register('address.street2', optional)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="City"
            autoComplete="address-level2"
            required
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <TextInput
            label="State or province"
            description="Two-letter code, e.g. MI"
            autoComplete="address-level1"
            required
            error={errors.address?.state?.message}
            {...register('address.state', { setValueAs: (v: string) => v.trim().toUpperCase() })}
          />
          <TextInput
            label="ZIP or postal code"
            autoComplete="postal-code"
            required
            error={errors.address?.postal_code?.message}
            {...register('address.postal_code')}
          />
          <Controller
            control={control}
            name="address.country"
            render={({ field, fieldState }) => (
              <Select
                label="Country"
                required
                data={COUNTRIES}
                allowDeselect={false}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Create company
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
