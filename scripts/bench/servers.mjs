// The bench's servers: Prism for each API and `vite preview` of the bench's build, on 127.0.0.1,
// started as their own process groups so that every child (npx, node) stops with them.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const bin = (root, name) => join(root, 'node_modules', '.bin', name);

/** The ports the bench uses: 4760-4762, or from BENCH_PORT_BASE (so that two benches can share a machine). */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 4760);
export const PORTS = { identity: PORT_BASE, monitor: PORT_BASE + 1, preview: PORT_BASE + 2 };

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function waitFor(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${child.benchName} exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return; // any answer (Prism answers 401 without a token) means it is up
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${child.benchName} did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Prism (identity, monitor) and `vite preview --outDir <dist>` proxying /identity and /monitor to
 * them, the way playwright.config.ts does for the e2e suite. `stop()` ends whatever has been started,
 * at any moment (also while `start()` is still waiting for them).
 */
export function benchServers(root, dist, log = () => undefined) {
  const children = [];
  const launch = (name, command, args, env = {}) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.benchName = name;
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.stderrTail = () => stderr;
    children.push(child);
    return child;
  };
  const stop = () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  };
  const start = async () => {
    for (const [name, port] of Object.entries(PORTS)) {
      if (!(await portFree(port))) throw new Error(`port ${port} (${name}) is in use: is another bench running?`);
    }
    try {
      await startAll();
    } catch (error) {
      for (const child of children) {
        const tail = child.stderrTail().trim();
        if (tail) log(`${child.benchName} stderr: ${tail.split('\n').slice(-5).join(' | ')}`);
      }
      stop();
      throw error;
    }
  };
  const startAll = async () => {
    const prism = (api, probe) => {
      const child = launch(`prism ${api}`, bin(root, 'prism'), [
        'mock',
        `openapi/${api}/openapi.yaml`,
        '--host',
        '127.0.0.1',
        '--port',
        String(PORTS[api]),
      ]);
      return waitFor(`http://127.0.0.1:${PORTS[api]}${probe}`, child, 60_000);
    };
    const preview = launch(
      'vite preview',
      bin(root, 'vite'),
      ['preview', '--host', '127.0.0.1', '--port', String(PORTS.preview), '--strictPort', '--outDir', dist],
      {
        IDENTITY_API_URL: `http://127.0.0.1:${PORTS.identity}`,
        MONITOR_API_URL: `http://127.0.0.1:${PORTS.monitor}`,
      },
    );
    await Promise.all([
      prism('identity', '/api/v1/users/current'),
      prism('monitor', '/api/v1/tickets/count'),
      waitFor(`http://127.0.0.1:${PORTS.preview}/broker/`, preview, 60_000),
    ]);
    log(`servers up: prism ${PORTS.identity}, ${PORTS.monitor}; preview ${PORTS.preview}`);
  };
  return { baseUrl: `http://127.0.0.1:${PORTS.preview}/broker/`, start, stop };
}
