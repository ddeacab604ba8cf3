import { useNavigate } from 'react-router';
import { useSignInWithCodeAndKeepSession } from '../../api';
import { paths } from '../../app/paths';
import { nextDestination } from '../../domain';
import { savedDestination } from '../../lib/saved-destination';
import { CodeStep } from './code-step';

/** Step two of sign-in: the six-digit code sent by e-mail. */
export default function LoginCodePage() {
  const navigate = useNavigate();
  const signIn = useSignInWithCodeAndKeepSession();
  return (
    <CodeStep
      title="Check your e-mail"
      submitLabel="Verify and sign in"
      back={{ href: paths.login.href(), label: 'Use a different account' }}
      onSubmit={async (email, code) => {
        await signIn.mutateAsync({ data: { user: { email, code } } });
        // The address the user was bounced from, once; the guard then runs the details checks.
        const next = nextDestination(savedDestination.get(), paths.home.href());
        if (next.clearSaved) savedDestination.clear();
        await navigate(next.to, { replace: true, state: { afterCodeStep: true } });
      }}
    />
  );
}
