// Prints the benchmark table and records it, with the machine it ran on, in bench/RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import * as prettier from 'prettier';
import type { RushInvariants, RushSummary } from './checkout-rush';

export interface RouteResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
}

const RESULTS_FILE = new URL('./RESULTS.md', import.meta.url).pathname;

export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replaces the text between a section's markers, or appends the section, formatted as `npm run lint` expects. */
export async function recordSection(key: string, body: string): Promise<void> {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const current = existsSync(RESULTS_FILE)
    ? readFileSync(RESULTS_FILE, 'utf8')
    : '# Benchmark results\n\nWritten by the scripts in `bench/`; rerun them to refresh a section.\n';
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  writeFileSync(RESULTS_FILE, await prettier.format(next, { ...options, filepath: RESULTS_FILE }));
}

export async function writeResults(
  engine: string,
  seconds: number,
  connections: number,
  table: RouteResult[],
  rush: RushSummary,
  invariants: RushInvariants,
): Promise<void> {
  const rows = table.map(
    (row) =>
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.ratio * 100).toFixed(0)} % | ${row.errors} |`,
  );
  const body = [
    `## API on ${engine}`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${machineLine()} · autocannon, ${connections} connections, ${seconds} s per route, production build.`,
    '',
    '| route | req/s | p50 ms | p99 ms | of health | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Checkout rush: ${rush.shoppers} shoppers, ${rush.completed} paid, ${rush.soldOut} turned away (sold out), ${rush.failed} failed, in ${rush.seconds.toFixed(1)} s: ${rush.completionsPerSecond.toFixed(1)} completions/s, p50 ${rush.p50} ms, p99 ${rush.p99} ms.`,
    `Afterwards: ${invariants.paidOrders} paid orders, ${invariants.paidOrdersWithoutExactlyOnePayment} without exactly one payment, ${invariants.oversoldProducts} workshops whose seats do not add up, ${invariants.negativeStock} with negative stock.`,
  ].join('\n');
  console.log(`\n${body}\n`);
  await recordSection(`api-${engine}`, body);
}
