import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SignInWithCodeBody } from '../../api/validators';
import { AuthCard } from './auth-card';
import { useServerForm } from '../../api';
import { FormError } from '../../ui/form-error';

// Both code steps send `{ user: { email, code } }` with the same six-digit code; the contract's
// sign-in validator checks it for both.
const schema = SignInWithCodeBody.shape.user.pick({ code: true });
const messages = { code: 'Enter the six digits from the e-mail.' };

interface CodeStepProps {
  title: string;
  submitLabel: string;
  /** Where to go when the address has no e-mail, and the "different e-mail" link. */
  back: { href: string; label: string };
  /** Sends the code for this e-mail; throws the server's error. */
  onSubmit: (email: string, code: string) => Promise<void>;
}

/** The e-mailed six-digit code of the sign-in and sign-up flows, prefilled from `?code=` when present. */
export function CodeStep({ title, submitLabel, back, onSubmit }: CodeStepProps) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { code: params.get('code') ?? '' },
    fields: ['code'],
    onSubmit: ({ code }) => onSubmit(email, code),
  });
  const { errors, isSubmitting } = form.formState;

  if (email === '') return <Navigate to={back.href} replace />;

  return (
    <AuthCard
      title={title}
      intro={
        <>
          We sent a six-digit code to <b>{email}</b>. It is valid for ten minutes.
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError errors={errors} title="Could not verify the code" />
          <TextInput
            label="Verification code"
            description="Six digits"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            required
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
          <Anchor component={Link} to={back.href} size="sm">
            {back.label}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
