import { expect, test, type SessionState } from '../e2e/support/test';
import { ROUTE_VISITS, type RouteVisit } from '../e2e/support/routes';
import { operationOf, operations, type Operation } from '../e2e/support/contract';
import type { SharedTab } from '../e2e/support/shared-tab';
import { visitRoute, type PreferRule, type VisitSpec } from './support/visit';
import { SCREENS } from '../../src/app/screens';

/**
 * Random-response robustness (README, "Robustness"): every route of the path table, against Prism's
 * random schema-valid answers (`Prefer: dynamic=true`) ROBUSTNESS_RUNS times, and against every
 * documented error of the calls it makes on a normal visit (`Prefer: code=NNN` on that call only).
 * A visit fails on an uncaught error, a console error, the route error boundary for a valid answer,
 * a blank page, a page that never stops loading, or a move to an address the app may not go to.
 */
const RUNS = Math.max(1, Number(process.env.ROBUSTNESS_RUNS ?? 1) || 1);

/**
 * How far the run goes (README, "Robustness"). `npm test` runs the change's depth: each documented
 * error of each call once, on the screen that call is about, and the random answers with the broker
 * (the screen gets random data). `npm run test:robustness` (ROBUSTNESS_DEPTH=deep) also tries the
 * shared calls' errors on every screen that makes them, and adds a random current user to each run.
 */
const DEEP = process.env.ROBUSTNESS_DEPTH === 'deep';

/**
 * Calls several screens make, and where their documented errors are tried: the guard's current user
 * and the navigation's alert count (every route) on Home, at either depth; the others, at the
 * change's depth, on the screen that lists them, instead of on each screen that shows them too (Home's
 * saved searches and carrier sample, Load detail's alerts and notes, a vehicle's loads, the filters'
 * classifications and defaults). A route named here must make the call (checked on each run).
 */
const ERRORS_TRIED_ON: Record<string, RouteVisit['id']> = {
  getCurrentUser: 'home',
  countTickets: 'home',
  ...(DEEP
    ? {}
    : {
        listSavedSearches: 'savedSearches',
        listCarriers: 'globalSearch',
        getDefaultFilterSet: 'globalSearch',
        listClassifications: 'connections',
        listTickets: 'alerts',
        listLoads: 'loads',
        listNotes: 'notes',
      }),
};

/**
 * Routes that show the same screen (src/app/screens.ts: My Carriers and Connections, one list page
 * with another list) make the same calls, handled by the same code: their errors are tried once, on
 * the last of them in the path table (the first may send the user on to another: My Carriers (Mine)).
 */
function sameScreenTriedOn(route: RouteVisit): RouteVisit | undefined {
  const index = ROUTE_VISITS.indexOf(route);
  return ROUTE_VISITS.slice(index + 1).findLast((r) => SCREENS[r.id] === SCREENS[route.id]);
}

// The contract's first user: a broker with every scope, so the random answers reach the screen.
const BROKER_USER = 'example=broker_all_scopes';

const dynamic: PreferRule[] = [{ prefer: 'dynamic=true' }];
const dynamicButBroker: PreferRule[] = [
  { api: 'identity', method: 'GET', path: '/api/v1/users/current', prefer: BROKER_USER },
  ...dynamic,
];
const examples: PreferRule[] = [];
// The error on this operation's calls only: a path of a more exact operation of the same method
// (`/carriers/load_match` beside `/carriers/{id}`) is that operation's, as operationOf decides.
const errorOn = (operation: Operation, status: number): PreferRule[] => [
  {
    api: operation.api,
    method: operation.method,
    path: operation.template,
    except: operations()
      .filter((o) => o.api === operation.api && o.method === operation.method && o.params < operation.params)
      .map((o) => o.template),
    prefer: `code=${status}`,
  },
];

function describeCall(operation: Operation): string {
  return `${operation.method} /${operation.api}${operation.template} (${operation.operationId})`;
}

/** A route's visit as the checker takes it (tests/robustness/support/visit.ts). */
function visitSpec(
  route: RouteVisit,
  tab: SharedTab,
  session: SessionState | null,
  name: string,
  prefer: PreferRule[],
  errorRun = false,
): VisitSpec {
  return {
    tab,
    path: route.path,
    session: route.signedIn ? session : null,
    prefer,
    errorRun,
    screenshotOnProblem: () => test.info().outputPath(`${name.replace(/[^\w=-]+/g, '-')}.png`),
  };
}

// The error runs first, the random runs after them: the error runs of a route take from one second
// to about a minute (Load detail's dozens of calls), the random runs a few seconds each, so the
// short ones fill the end of the suite and neither worker waits long on the other's last test.
for (const route of ROUTE_VISITS) {
  const label = `/${route.path}`;
  const spec = visitSpec.bind(null, route);

  test(`${route.id} (${label}): every documented error of its calls`, async ({
    browser,
    baseURL,
    workerSession,
    sharedTab,
  }) => {
    const session = route.signedIn ? await workerSession() : null;
    test.setTimeout(120_000);
    const failures: string[] = [];
    const normal = await visitRoute(browser, baseURL!, spec(sharedTab, session, 'examples', examples));
    for (const problem of normal.problems) {
      failures.push(`route ${route.id} ${label} | mode examples | ended at ${normal.endedAt} | ${problem}`);
    }
    const sameScreen = DEEP ? undefined : sameScreenTriedOn(route);
    if (sameScreen && failures.length === 0) {
      test
        .info()
        .annotations.push({ type: 'error runs', description: `0 (the screen of ${sameScreen.id}, tried there)` });
      return;
    }
    // A route that sends this user on to another route's address (My Carriers (Mine) → Connections)
    // shows that route's page: its errors are that route's own error runs, not tried twice.
    const endedOn = normal.endedAt.split('?')[0];
    const shownRoute = ROUTE_VISITS.find((r) => r.id !== route.id && `/broker/${r.path.split('?')[0]}` === endedOn);
    if (shownRoute && failures.length === 0) {
      test.info().annotations.push({ type: 'error runs', description: `0 (shows ${shownRoute.id}'s page)` });
      return;
    }
    const called = new Set<Operation>();
    const unknown = new Set<string>();
    for (const call of normal.calls) {
      const operation = operationOf(call.method, call.pathname);
      if (!operation) unknown.add(`${call.method} ${call.pathname}`);
      else if ((ERRORS_TRIED_ON[operation.operationId] ?? route.id) === route.id) called.add(operation);
    }
    for (const call of unknown) failures.push(`route ${route.id} ${label} | call ${call} is in no contract`);
    // The calls whose errors are tried here only must still be made here, or they would be tried nowhere.
    for (const [operationId, on] of Object.entries(ERRORS_TRIED_ON)) {
      if (on === route.id && ![...called].some((o) => o.operationId === operationId))
        failures.push(
          `route ${route.id} ${label} | no longer calls ${operationId}, whose errors are tried here: name another route for them in ERRORS_TRIED_ON`,
        );
    }

    // No screen tells a 401 apart (only the current user's ends the session, tried on Home): it goes
    // the way of the other handled statuses (src/api/error-policy.ts), shown where the call's data
    // would be. So it is tried on the route's first own call, not on each; 403, 404 and 422, which
    // screens do tell apart, are tried on every call.
    const runs = [...called].flatMap((operation, index) =>
      operation.errorStatuses
        .filter((status) => status !== 401 || index === 0)
        .map((status) => ({ operation, status })),
    );
    test.setTimeout(60_000 + runs.length * 20_000);
    for (const { operation, status } of runs) {
      const outcome = await visitRoute(
        browser,
        baseURL!,
        spec(sharedTab, session, `${operation.operationId} ${status}`, errorOn(operation, status), true),
      );
      for (const problem of outcome.problems) {
        failures.push(
          `route ${route.id} ${label} | mode code=${status} | call ${describeCall(operation)} | status ${status} | ended at ${outcome.endedAt} | ${problem}`,
        );
      }
    }
    test.info().annotations.push({
      type: 'error runs',
      description: `${runs.length} (${[...called].map((op) => op.operationId).join(', ') || 'no own calls'})`,
    });
    expect(failures, `${failures.length} problem(s):\n${failures.join('\n')}`).toEqual([]);
  });
}

for (const route of ROUTE_VISITS) {
  const label = `/${route.path}`;
  const spec = visitSpec.bind(null, route);

  test(`${route.id} (${label}): ${RUNS}× random schema-valid answers`, async ({
    browser,
    baseURL,
    workerSession,
    sharedTab,
  }) => {
    const session = route.signedIn ? await workerSession() : null;
    // Signed out there is no current user to pin, so one random run covers both variants. The random
    // current user (who may be sent elsewhere by the guard) is the deep run's.
    const variants: [string, PreferRule[]][] = !route.signedIn
      ? [['dynamic', dynamic]]
      : DEEP
        ? [
            ['dynamic, random user', dynamic],
            ['dynamic, broker user', dynamicButBroker],
          ]
        : [['dynamic, broker user', dynamicButBroker]];
    test.setTimeout(30_000 + RUNS * variants.length * 20_000);
    const failures: string[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [mode, prefer] of variants) {
        const outcome = await visitRoute(browser, baseURL!, spec(sharedTab, session, `${mode} ${run}`, prefer));
        for (const problem of outcome.problems) {
          failures.push(
            `route ${route.id} ${label} | mode ${mode}, run ${run}/${RUNS} | ended at ${outcome.endedAt} | ${problem}`,
          );
        }
      }
    }
    expect(failures, `${failures.length} problem(s):\n${failures.join('\n')}`).toEqual([]);
  });
}
