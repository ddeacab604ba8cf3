// Content-Security-Policy violations during the bench (issue 8: the bench must produce none). The
// built app carries the policy as a <meta> and `vite preview` sends it as a header (scripts/csp.ts);
// every page the bench opens reports its `securitypolicyviolation` events here (an init script
// listens from before the page's first script). Playwright's own init scripts and evaluations run
// through the DevTools protocol, which the policy does not govern, so they cause none.

/** Starts watching a browser context; answers the list it fills (one description per violation). */
export async function watchCsp(context) {
  const violations = [];
  const add = (description) => {
    if (!violations.includes(description)) violations.push(description);
  };
  await context.exposeBinding('__benchCspViolation', (_source, description) => add(String(description)));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__benchCspViolation(
        `${event.effectiveDirective || event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || location.pathname}:${event.lineNumber})`,
      ),
    );
  });
  return violations;
}
