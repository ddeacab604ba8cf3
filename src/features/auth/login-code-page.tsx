import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSignInWithCodeAndKeepSession } from '../../api';
import { SignInWithCodeBody } from '../../api/validators';
import { paths } from '../../app/paths';
import { nextDestination } from '../../domain';
import { messagesByField } from '../../lib/form-messages';
import { savedDestination } from '../../lib/saved-destination';
import { useSingleFlight } from '../../lib/use-single-flight';
import { AuthCard } from './auth-card';
import { showServerErrors } from './server-errors';

const schema = SignInWithCodeBody.shape.user.pick({ code: true });
type Values = z.infer<typeof schema>;
const messages = messagesByField({ code: 'Enter the six digits from the e-mail.' });

/** Step two of sign-in: the six-digit code sent by e-mail. */
export default function LoginCodePage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const navigate = useNavigate();
  const signIn = useSignInWithCodeAndKeepSession();
  const form = useForm<Values>({ resolver: zodResolver(schema, messages), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = useSingleFlight(
    form.handleSubmit(async ({ code }) => {
      try {
        await signIn.mutateAsync({ data: { user: { email, code } } });
        // The address the user was bounced from, once; the guard then runs the details checks.
        const next = nextDestination(savedDestination.get(), paths.home.href());
        if (next.clearSaved) savedDestination.clear();
        await navigate(next.to, { replace: true, state: { afterCodeStep: true } });
      } catch (error) {
        showServerErrors(error, ['code'], form.setError);
      }
    }),
  );

  if (email === '') return <Navigate to={paths.login.href()} replace />;

  return (
    <AuthCard
      title="Check your e-mail"
      intro={
        <>
          We sent a six-digit code to <b>{email}</b>. It is valid for ten minutes.
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {errors.root?.server ? (
            <Alert color="red" role="alert" title="Could not verify the code">
              {errors.root.server.message}
            </Alert>
          ) : null}
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
            Verify and sign in
          </Button>
          <Anchor component={Link} to={paths.login.href()} size="sm">
            Use a different account
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
