import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSignIn, useServerForm } from '../../api';
import { SignInBody } from '../../api/validators';
import { paths } from '../../config/paths';
import { AuthCard } from './auth-card';
import { LOGIN_INTRO, LOGIN_TITLE } from './login-copy';
import { FormError } from '../../ui/form-error';

// The contract's own validator of the request body, with messages written for people.
const schema = SignInBody.shape.user;
const messages = {
  email: 'Enter a valid e-mail address.',
  password: 'Enter your password (at most 128 characters).',
};

/** Step one of sign-in: e-mail and password; the server then e-mails a one-time code. */
export default function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    onSubmit: async (values) => {
      const started = await signIn.mutateAsync({ data: { user: values } });
      await navigate(paths.loginCode.href({ email: started.email }));
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard title={LOGIN_TITLE} intro={LOGIN_INTRO}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError errors={errors} title="Could not sign in" />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            aria-invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
          <Button type="submit" loading={isSubmitting}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
