import { Button, Stack, TextInput } from '@mantine/core';
import { useUpdateSignUpDetailsAndRefresh, useServerForm } from '../../api';
import { UpdateSignUpDetailsBody } from '../../api/validators';
import { AuthCard } from './auth-card';
import { useGoOnAfterSignIn } from './use-go-on';
import { FormError } from '../../ui/form-error';

const schema = UpdateSignUpDetailsBody.shape.user.pick({ first_name: true, last_name: true, phone_e164: true });
const FIELDS = ['first_name', 'last_name', 'phone_e164'] as const;
const messages = {
  first_name: 'Enter your first name.',
  last_name: 'Enter your last name.',
  phone_e164: 'Enter the phone number with + and the country code, e.g. +16165550193.',
};

/** The name and phone a user without them must give before going on. */
export default function RequiredInformationPage() {
  const goOn = useGoOnAfterSignIn();
  const update = useUpdateSignUpDetailsAndRefresh();
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { first_name: '', last_name: '', phone_e164: '' },
    fields: FIELDS,
    onSubmit: async (values) => {
      await update.mutateAsync({ data: { user: values } });
      await goOn();
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard
      title="Tell us who you are"
      intro="Your name and phone number, so carriers and your team know who you are."
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError errors={errors} title="Could not save your details" />
          <TextInput
            label="First name"
            autoComplete="given-name"
            autoFocus
            required
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
          <TextInput
            label="Phone"
            description="With + and the country code, e.g. +16165550193"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone_e164?.message}
            {...form.register('phone_e164')}
          />
          <Button type="submit" loading={isSubmitting}>
            Save and continue
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
