import { Text, Title } from '@mantine/core';
import { matchPath, useLocation } from 'react-router';
import { useCachedCurrentUser } from '../api/session';
import { welcomeOf } from '../domain/names';
import { LoginFrame } from '../features/auth/login-frame';
import { sessionToken } from '../lib/session-token';
import { brandName } from '../ui/brand';
import { BRAND_NAME_SHADE } from '../ui/brand-look';
import classes from './frame-fallback.module.css';

/**
 * The first paint of a framed screen while the router's first loaders run (the current user, before
 * any screen may ask for its data): the frame's header with the brand, where the shell will draw
 * it, so a phone on a slow link shows the portal at once instead of a blank page; on a phone, with a
 * titled screen's heading where the screen draws it (Home's welcome, once the user is in). On Sign in, its
 * card without the form. Nothing on the other routes (the other sign-in steps and the block pages
 * draw their own frame).
 */
export function FrameFallback({
  patterns,
  titled = [],
  welcome,
  signIn,
}: {
  patterns: readonly string[];
  /** The screens whose heading is their title (TITLED_AT_FIRST_PAINT): on a phone it shows with the header. */
  titled?: readonly { pattern: string; title: string }[];
  /** Home's address: on a phone its welcome shows with the header once the current user is in. */
  welcome?: string;
  signIn: string;
}) {
  const { pathname } = useLocation();
  const user = useCachedCurrentUser()?.user;
  // Sign-in's card, as the page's own first paint drew it (scripts/boot-frame.ts), for a broker
  // not signed in (a signed-in one is sent home).
  if (matchPath(signIn, pathname)) return sessionToken.get() ? null : <LoginFrame />;
  if (!patterns.some((pattern) => matchPath(pattern, pathname))) return null;
  const heading =
    titled.find(({ pattern }) => matchPath(pattern, pathname))?.title ??
    (welcome && user && matchPath(welcome, pathname) ? welcomeOf(user) : null);
  return (
    <>
      {/* Busy: the screen is still loading (what waits for a settled page, such as the robustness runs, reads it so). */}
      <header className={classes.header} aria-busy="true">
        {/* Where the shell's menu button goes on a phone (src/app/app-layout.tsx). */}
        <span className={classes.menuSpace} aria-hidden />
        <Text fw={700} c={`var(--mantine-primary-color-${BRAND_NAME_SHADE})`}>
          {brandName()}
        </Text>
      </header>
      {/* As the screen draws its heading on a phone, under the header in the main area's padding. */}
      {heading ? (
        <Title order={1} size="h3" hiddenFrom="sm" mt="md" mx="md">
          {heading}
        </Title>
      ) : null}
    </>
  );
}
