// Small local HTTP servers for the contract-check tests: route a request to the contract
// operation it calls, and listen on a free port of 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathPattern, type Operation } from '../../scripts/contract-check/contract.mjs';

/** The operation a request calls; literal segments win over parameters (/tickets/count over /tickets/{id}). */
export function router<T extends { op: Operation }>(routes: T[]): (req: IncomingMessage) => T | undefined {
  const sorted = routes
    .map((route) => ({ route, params: (route.op.path.match(/\{/g) ?? []).length, re: pathPattern(route.op.path) }))
    .sort((a, b) => a.params - b.params);
  return (req) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    return sorted.find((r) => r.route.op.method.toUpperCase() === req.method && r.re.test(path))?.route;
  };
}

export function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}
