import { useSignInWithCodeAndKeepSession } from '../../api';
import { paths } from '../../config/paths';
import { CodeStep } from './code-step';
import { useGoOnAfterSignIn } from './use-go-on';

/** Step two of sign-in: the six-digit code sent by e-mail. */
export default function LoginCodePage() {
  const goOn = useGoOnAfterSignIn();
  const signIn = useSignInWithCodeAndKeepSession();
  return (
    <CodeStep
      title="Check your e-mail"
      submitLabel="Verify and sign in"
      back={{ href: paths.login.href(), label: 'Use a different account' }}
      onSubmit={async (email, code) => {
        const session = await signIn.mutateAsync({ data: { user: { email, code } } });
        await goOn(session.user.requested_carrier_id);
      }}
    />
  );
}
