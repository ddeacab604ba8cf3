import { readFileSync } from 'node:fs';
import { createClientFromOperations } from '@stoplight/prism-http/dist/client.js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { operationsFile, type Api } from './operations';

/** What Prism answers one path with, as `Prefer` asks it in the e2e suite (tests/e2e/support/prism.ts). */
export interface Choice {
  example?: string;
  code?: number;
  dynamic?: boolean;
}

/** A request the screen sent, as the server saw it. */
export interface SentRequest {
  api: Api;
  method: string;
  /** The contract's path (`/api/v1/loads`), without the API's prefix. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

// Prism logs each decision; a test only wants the answer.
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  success: () => undefined,
  child: () => quiet,
};

type Client = ReturnType<typeof createClientFromOperations>;
type Operations = Parameters<typeof createClientFromOperations>[0];
const clients = new Map<Api, Client>();

/** Prism for one API, in this process, from the operations the global setup read (see global-setup.ts). */
function prismFor(api: Api): Client {
  let client = clients.get(api);
  if (!client) {
    const { operations } = JSON.parse(readFileSync(operationsFile(api), 'utf8')) as { operations: Operations };
    client = createClientFromOperations(operations, {
      mock: { dynamic: false },
      validateRequest: true,
      validateResponse: false,
      checkSecurity: true,
      errors: false,
      upstreamProxy: undefined,
      isProxy: false,
      // Prism takes a pino logger; it only calls these methods.
      logger: quiet as never,
    });
    clients.set(api, client);
  }
  return client;
}

const API_CALL = /^\/(identity|monitor)(\/api\/.*)$/;

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  return (request.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * The contracts' mock server for a screen test: every call to `/identity` and `/monitor` is answered
 * by Prism itself (the same mocker as `npm start` and the e2e suite, run in this process through
 * MSW): the first named example of each answer, 401 without a token, the contract's validation of
 * each request. `prefer` picks another answer for one path, as the e2e suite's `Prefer` header does;
 * `sent` lists what the screen asked, to check parameters. Choices are forgotten after each test.
 */
export function prismServer() {
  const choices: { api: Api; path: string; choice: Choice }[] = [];
  const sent: SentRequest[] = [];
  const server = setupServer(
    http.all(
      ({ request }) => API_CALL.test(new URL(request.url).pathname),
      async ({ request }) => {
        const url = new URL(request.url);
        const [, api, path] = API_CALL.exec(url.pathname) as unknown as [string, Api, string];
        const body = await bodyOf(request.clone());
        sent.push({ api, method: request.method, path, query: url.searchParams, body });
        const choice = choices.findLast((c) => c.api === api && c.path === path)?.choice ?? {};
        const answer = await prismFor(api)
          .request(
            `${path}${url.search}`,
            { method: request.method.toLowerCase() as 'get', headers: Object.fromEntries(request.headers), body },
            {
              mock: {
                dynamic: choice.dynamic ?? false,
                ...(choice.code !== undefined ? { code: choice.code } : {}),
                ...(choice.example !== undefined ? { exampleKey: choice.example } : {}),
              },
            },
          )
          // Prism's server answers what it cannot mock (a status the operation does not document, a
          // path no operation has) with a problem+json of its own status: so does this one.
          .catch((error: { status?: number; name?: string; message?: string; detail?: string }) => {
            if (typeof error.status !== 'number') throw error;
            return {
              status: error.status,
              headers: { 'content-type': 'application/problem+json' } as Record<string, string>,
              data: { type: error.name, title: error.message, status: error.status, detail: error.detail ?? '' },
            };
          });
        const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k, String(v)]));
        return answer.data === undefined || answer.status === 204
          ? new HttpResponse(null, { status: answer.status, headers })
          : HttpResponse.json(answer.data as never, { status: answer.status, headers });
      },
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    choices.length = 0;
    sent.length = 0;
  });
  afterAll(() => server.close());
  return {
    /** Prism answers calls to `path` of `api` as chosen (`{ code: 500 }`, `{ example: 'closed' }`). */
    prefer(api: Api, path: string, choice: Choice) {
      choices.push({ api, path, choice });
    },
    /** The signed-in user is the contract's named current user `example` (as the e2e suite's `as`). */
    as(example: string) {
      choices.push({ api: 'identity', path: '/api/v1/users/current', choice: { example } });
    },
    /** The requests sent to `path` (with `method`), oldest first. */
    sent(api: Api, method: string, path: string): SentRequest[] {
      return sent.filter((r) => r.api === api && r.method === method && r.path === path);
    },
  };
}
