// Runs the production build of the shop on a free loopback port with its own embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export interface ShopServer {
  url: string;
  dataDir: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** Everything the process printed so far (its JSON log lines among it). */
  output(): string;
  /** Resolves once the process has printed something `pattern` matches (at once if it already has). */
  printed(pattern: RegExp): Promise<void>;
  /** Sends a signal without waiting: SIGKILL for a crash, SIGTERM for a graceful stop. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `nodeArgs` go to Node itself, e.g. `--cpu-prof` to profile the server. */
export async function startShop(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kaushal-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As `npm start` does: the offline gateway unless the run brings Razorpay keys.
      ...(!env.RAZORPAY_KEY_ID && { PAYMENT_PROVIDER: 'test' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const awaited = new Set<{ pattern: RegExp; resolve: () => void }>();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    // A shop that never says it runs is not left running behind the caller.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`shop did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of awaited) {
        if (waiter.pattern.test(output)) {
          awaited.delete(waiter);
          waiter.resolve();
        }
      }
      const match = /running at (https?:\/\/[^\s/]+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`shop exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    pid: child.pid!,
    output: () => output,
    printed: (pattern) =>
      pattern.test(output)
        ? Promise.resolve()
        : new Promise((resolve) => awaited.add({ pattern, resolve })),
    kill: (signal) => void child.kill(signal),
    exited,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
