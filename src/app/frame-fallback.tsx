import { Text } from '@mantine/core';
import { matchPath, useLocation } from 'react-router';
import { LoginFrame } from '../features/auth/login-frame';
import { sessionToken } from '../lib/session-token';
import { brandName } from '../ui/brand';
import { BRAND_NAME_SHADE } from '../ui/brand-look';
import classes from './frame-fallback.module.css';

/**
 * The first paint of a framed screen while the router's first loaders run (the current user, before
 * any screen may ask for its data): the frame's header with the brand, where the shell will draw
 * it, so a phone on a slow link shows the portal at once instead of a blank page. On Sign in, its
 * card without the form. Nothing on the other routes (the other sign-in steps and the block pages
 * draw their own frame).
 */
export function FrameFallback({ patterns, signIn }: { patterns: readonly string[]; signIn: string }) {
  const { pathname } = useLocation();
  // Sign-in's card, as the page's own first paint drew it (scripts/boot-frame.ts), for a broker
  // not signed in (a signed-in one is sent home).
  if (matchPath(signIn, pathname)) return sessionToken.get() ? null : <LoginFrame />;
  if (!patterns.some((pattern) => matchPath(pattern, pathname))) return null;
  return (
    // Busy: the screen is still loading (what waits for a settled page, such as the robustness runs, reads it so).
    <header className={classes.header} aria-busy="true">
      {/* Where the shell's menu button goes on a phone (src/app/app-layout.tsx). */}
      <span className={classes.menuSpace} aria-hidden />
      <Text fw={700} c={`var(--mantine-primary-color-${BRAND_NAME_SHADE})`}>
        {brandName()}
      </Text>
    </header>
  );
}
