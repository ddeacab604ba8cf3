import { Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { contactSearchParams, type ContactSearchForm } from '../../domain';

type Params = { email: string } | { phone: string };
interface Form {
  type: '' | 'email' | 'phone';
  email: string;
  phone: string;
}

// The domain's rule is the form's validation: a type is required, the e-mail trimmed, the phone in E.164.
const resolver: Resolver<Form> = (values) => {
  const checked = contactSearchParams({ ...values, type: values.type || null } as ContactSearchForm);
  if (checked.ok) return { values, errors: {} };
  return { values: {}, errors: { [checked.field]: { type: 'validate', message: checked.message } } };
};

/**
 * The contact search's form: e-mail or phone (one must be chosen; without a type the spec's message
 * shows), and the value. Searching puts it in the address as `?email=` (trimmed) or `?phone=` (E.164).
 */
export function ContactSearchFormView({ initial, onSearch }: { initial: Form; onSearch: (params: Params) => void }) {
  const form = useForm<Form>({ resolver, defaultValues: initial });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const submit = form.handleSubmit((values) => {
    const checked = contactSearchParams({ ...values, type: values.type || null } as ContactSearchForm);
    if (checked.ok) onSearch(checked.params);
  });
  return (
    <form role="search" aria-label="Contact search" onSubmit={(event) => void submit(event)} noValidate>
      <Group gap="md" align="flex-start">
        <div>
          <Radio.Group
            label="Search by"
            value={type}
            onChange={(value) =>
              form.setValue('type', value as Form['type'], { shouldValidate: form.formState.isSubmitted })
            }
            error={errors.type?.message}
            errorProps={{ role: 'alert' }}
          >
            <Group gap="sm" mt={6}>
              <Radio size="xs" value="email" label="E-mail" />
              <Radio size="xs" value="phone" label="Phone" />
            </Group>
          </Radio.Group>
        </div>
        {type === 'phone' ? (
          <TextInput
            size="sm"
            label="Phone number"
            placeholder="(602) 555-0187 or +52 55 1234 5678"
            w={300}
            {...form.register('phone')}
            error={errors.phone?.message}
          />
        ) : (
          <TextInput
            size="sm"
            label="E-mail address or domain"
            placeholder="dispatch@carrier.com or @carrier.com"
            w={300}
            {...form.register('email')}
            error={errors.email?.message}
          />
        )}
        <Button type="submit" size="sm" mt={24}>
          Search
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        US, Canadian and Mexican numbers are searched in international form (+1, +52).
      </Text>
    </form>
  );
}
