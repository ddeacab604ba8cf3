import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSignUp, useServerForm } from '../../api';
import { SignUpBody } from '../../api/validators';
import { currentBrand } from '../../ui/brand';
import { paths } from '../../config/paths';
import { AuthCard } from './auth-card';
import { FormError } from '../../ui/form-error';

// The contract's request body; the confirmation must repeat the password.
const schema = SignUpBody.shape.user
  .pick({ email: true, password: true, password_confirmation: true })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The two passwords are not the same.',
  });
const FIELDS = ['email', 'password', 'password_confirmation'] as const;
const messages = {
  email: 'Enter a valid e-mail address.',
  password: 'Choose a password of 12 to 128 characters.',
  password_confirmation: 'Repeat the password.',
};

/** Step one of sign-up: e-mail and password; the server then e-mails a one-time code. */
export default function SignUpPage() {
  const [params] = useSearchParams();
  const referrer = params.get('referrer') || null;
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { form, submit } = useServerForm({
    schema,
    messages,
    defaultValues: { email: params.get('email') ?? '', password: '', password_confirmation: '' },
    fields: FIELDS,
    onSubmit: async (values) => {
      const site = currentBrand() === 'watchdog' ? 'watchdog' : 'broker_portal';
      const started = await signUp.mutateAsync({ data: { user: { ...values, referrer, site } } });
      await navigate(paths.signUpCode.href({ email: started.email }));
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard title="Create your account" intro="We will e-mail you a six-digit code to confirm the address.">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError errors={errors} title="Could not sign up" />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            autoFocus
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            description="12 to 128 characters"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            aria-invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            error={errors.password_confirmation?.message}
            aria-invalid={Boolean(errors.password_confirmation)}
            {...form.register('password_confirmation')}
          />
          <Button type="submit" loading={isSubmitting}>
            Sign up
          </Button>
          <Text size="sm">
            Already have an account?{' '}
            {/* Underlined: a link inside a sentence must not rely on its colour alone (axe: link-in-text-block). */}
            <Anchor component={Link} to={paths.login.href()} underline="always">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
