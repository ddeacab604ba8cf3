import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Api, Catalogue, Persona, ScenarioOperation } from '../src/dev/mock-scenarios/catalogue';
import type { Operation } from './contract-check/contract.mjs';

/**
 * The dev server's "Mock scenarios" tool (README, "For frontend developers: running against Prism"):
 * `src/dev/mock-scenarios/main.tsx` is added to index.html by the dev server only, and
 * `virtual:mock-scenarios` serves what it offers, read from the contracts themselves.
 */
export const MOCK_SCENARIOS_MODULE = 'virtual:mock-scenarios';
export const MOCK_SCENARIOS_ENTRY = '/src/dev/mock-scenarios/main.tsx';
/** The call whose named examples are the personas ("sign in as"). */
export const PERSONA_OPERATION = 'getCurrentUser';

const OPENAPI_DIR = fileURLToPath(new URL('../openapi', import.meta.url));

const statusOf = (status: string) => (/^[1-5]\d\d$/.test(status) ? Number(status) : null);

/** One contract operation as the tool offers it: its success examples, error statuses and default. */
function scenarioOperation(api: Api, op: Operation): ScenarioOperation {
  const statuses = op.responses.flatMap((r) => {
    const status = statusOf(r.status);
    return status === null ? [] : [{ status, response: r }];
  });
  const successes = statuses.filter(({ status }) => status >= 200 && status < 300).sort((a, b) => a.status - b.status);
  return {
    api,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    template: op.path,
    defaultStatus: successes[0]?.status ?? 200,
    examples: successes.flatMap(({ status, response }) =>
      response.content.flatMap((media) =>
        media.examples.map((e) => ({ name: e.name, summary: e.summary ?? '', status })),
      ),
    ),
    errorStatuses: statuses
      .map(({ status }) => status)
      .filter((status) => status >= 300)
      .sort((a, b) => a - b),
  };
}

/** The brand of a current-user example: its `user.paywall.is_watchdog`. */
function brandOfExample(value: unknown): Persona['brand'] {
  const user = (value as { user?: { paywall?: { is_watchdog?: unknown } } } | null)?.user;
  return user?.paywall?.is_watchdog === true ? 'watchdog' : 'default';
}

/** What the tool offers, from both contracts' operations (as scripts/contract-check reads them). */
export function scenarioCatalogue(contracts: readonly { api: Api; operations: readonly Operation[] }[]): Catalogue {
  const operations = contracts.flatMap(({ api, operations: ops }) => ops.map((op) => scenarioOperation(api, op)));
  const user = contracts.flatMap(({ operations: ops }) => ops).find((op) => op.operationId === PERSONA_OPERATION);
  const success = user?.responses
    .filter((r) => r.status.startsWith('2'))
    .sort((a, b) => a.status.localeCompare(b.status))[0];
  const personas = (success?.content ?? []).flatMap((media) =>
    media.examples.map((e) => ({ name: e.name, summary: e.summary ?? '', brand: brandOfExample(e.value) })),
  );
  return { operations, personaOperation: PERSONA_OPERATION, personas };
}

/** Both contracts read and offered. */
export async function readCatalogue(): Promise<Catalogue> {
  // Loaded here, not at the top: the build and Vitest load this file with the Vite config and need none of it.
  const { APIS, contractFile, loadContract } = await import('./contract-check/contract.mjs');
  const contracts = await Promise.all(
    APIS.map(async (api) => ({ api, operations: (await loadContract(contractFile(api))).operations })),
  );
  return scenarioCatalogue(contracts);
}

/**
 * In the dev server only (not the build, the preview or Vitest): the tool's script in index.html
 * before the portal's entry, and `virtual:mock-scenarios`, read again when a contract file changes
 * (the page then reloads). The production build never resolves either.
 */
export function mockScenariosPlugin(): Plugin {
  const resolved = `\0${MOCK_SCENARIOS_MODULE}`;
  return {
    name: 'broker-portal:mock-scenarios',
    apply: (_config, { command, isPreview }) => command === 'serve' && isPreview !== true && !process.env.VITEST,
    resolveId: (id) => (id === MOCK_SCENARIOS_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      return `export const catalogue = ${JSON.stringify(await readCatalogue())};`;
    },
    // 'pre': before Vite's own pass, which puts the base (/broker/) in front of the script's address.
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', attrs: { type: 'module', src: MOCK_SCENARIOS_ENTRY }, injectTo: 'head' }],
    },
    configureServer(server) {
      server.watcher.add(OPENAPI_DIR);
      server.watcher.on('change', (file) => {
        if (!resolve(file).startsWith(OPENAPI_DIR)) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (!module) return;
        server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
