import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface AppServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the real app the way `npm start` does (scripts/start.mjs, which builds the SPA when it
 * is stale) on `port`, with the given extra environment; its output goes to `logFile`.
 * Resolves once GET /api/health answers 200.
 */
export async function startAppServer(opts: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  timeoutMs: number;
}): Promise<AppServer> {
  const log = createWriteStream(opts.logFile);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `The app exited with code ${child.exitCode} while starting: see ${opts.logFile}`,
      );
    }
    if (Date.now() > deadline) {
      await stopChild(child, exited);
      throw new Error(
        `The app did not answer /api/health within ${opts.timeoutMs} ms: see ${opts.logFile}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, stop: () => stopChild(child, exited) };
}

/** SIGTERM (the server closes its store), then SIGKILL if it has not ended within 10 s. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
