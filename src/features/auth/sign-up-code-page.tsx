import { useNavigate } from 'react-router';
import { useSignUpWithCodeAndKeepSession } from '../../api';
import type { AfterCodeStepState } from '../../config/navigation-state';
import { paths } from '../../config/paths';
import { CodeStep } from './code-step';

/** Step two of sign-up: the six-digit code sent by e-mail (prefilled from the e-mail's link). */
export default function SignUpCodePage() {
  const navigate = useNavigate();
  const signUp = useSignUpWithCodeAndKeepSession();
  return (
    <CodeStep
      title="Confirm your e-mail"
      submitLabel="Confirm and continue"
      back={{ href: paths.signUp.href(), label: 'Use a different e-mail' }}
      onSubmit={async (email, code) => {
        await signUp.mutateAsync({ data: { user: { email, code } } });
        const state: AfterCodeStepState = { afterCodeStep: true };
        await navigate(paths.signUpDetails.href({ email }), { replace: true, state });
      }}
    />
  );
}
