import { AuthCard } from './auth-card';
import { LOGIN_FORM_HEIGHT, LOGIN_INTRO, LOGIN_TITLE } from './login-copy';

/**
 * Sign-in's card while its form's code loads (the router's first render): its title and intro where
 * the page draws them, and the form's place kept empty. Busy, as the page is still loading.
 */
export function LoginFrame() {
  return (
    <div aria-busy="true">
      <AuthCard title={LOGIN_TITLE} intro={LOGIN_INTRO}>
        <div aria-hidden style={{ height: LOGIN_FORM_HEIGHT }} />
      </AuthCard>
    </div>
  );
}
