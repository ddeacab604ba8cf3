// The routes the bench visits: every route id of the app's path table (src/config/paths.ts), with a
// concrete sample URL, and whether to visit it signed in (src/domain/routes.ts decides by kind).
import { join } from 'node:path';
import { runnerImport } from 'vite';

// Ids the contracts' examples answer (Prism), for routes with an :id.
const SAMPLE_IDS = {
  loadDetail: 50001,
  carrierDetail: 1001,
  vehicleShow: 6001,
  rateConfirmationDetail: 4401,
  rateConfirmationEmailDetail: 5501,
  companyChangeOrder: 7701,
};
const SAMPLE_EMAIL = 'dana@lakeshore-logistics.example';

/** The sample URL (relative to /broker/) of one route of the path table. */
export function sampleUrl(id, path) {
  if (path.pattern === '*') return 'no-such-page';
  let href;
  if (path.pattern.includes(':id')) href = path.href(SAMPLE_IDS[id] ?? 1);
  else if (id === 'loginCode') href = path.href({ email: SAMPLE_EMAIL });
  else if (id === 'signUpCode') href = path.href({ email: SAMPLE_EMAIL });
  else if (id === 'signUpDetails') href = path.href({ email: SAMPLE_EMAIL });
  else href = path.href();
  return href.replace(/^\//, '');
}

/**
 * Every route as `{ id, title, url, signedIn }`, in the path table's order. The sign-in steps are
 * visited signed out (they send a signed-in user home); every other route with the bench's session.
 */
export async function loadRoutes(root) {
  // Vite's runner sets NODE_ENV=development for the process; put it back, or the build the bench
  // starts afterwards would inherit it and bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const { module: pathsModule } = await runnerImport(join(root, 'src/config/paths.ts'));
  const { module: routesModule } = await runnerImport(join(root, 'src/domain/routes.ts'));
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return Object.entries(pathsModule.paths).map(([id, path]) => ({
    id,
    title: path.title,
    url: sampleUrl(id, path),
    signedIn: routesModule.routeKind(id) !== 'forbidsAuthentication',
  }));
}
