/**
 * The one table of the portal's paths (relative to the /broker/ basename). Screens link with
 * `paths.x.href(...)`; the router declares `paths.x.pattern`. No route string lives anywhere else.
 */
export const paths = {
  login: { pattern: '/login', title: 'Login', href: () => '/login' },
  loginCode: {
    pattern: '/login/code',
    title: 'Login Verification',
    href: (email: string) => `/login/code?${new URLSearchParams({ email }).toString()}`,
  },
  home: { pattern: '/', title: 'Home', href: () => '/' },
} as const;

export type PathName = keyof typeof paths;
