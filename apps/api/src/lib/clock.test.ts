import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { fileClock } from './clock';

describe('the test clock file', () => {
  it('starts the clock at the written instant and moves it when the file is rewritten', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'clock-')), 'now');
    writeFileSync(path, '2026-12-12T04:00:00.000Z\n');
    const clock = fileClock(path);
    const first = clock().getTime();
    expect(first).toBeGreaterThanOrEqual(Date.parse('2026-12-12T04:00:00.000Z'));
    expect(first).toBeLessThan(Date.parse('2026-12-12T04:01:00.000Z'));

    writeFileSync(path, '2027-01-01T00:00:00+05:30');
    expect(clock().getTime() - Date.parse('2026-12-31T18:30:00.000Z')).toBeLessThan(60_000);

    writeFileSync(path, 'tomorrow');
    expect(() => clock()).toThrow(/must hold an ISO date-time, not 'tomorrow'/);
  });

  it('is refused in production', () => {
    const env = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', TEST_CLOCK_FILE: '/tmp/now' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/TEST_CLOCK_FILE is for test runs only/);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).testClockFile).toBe('/tmp/now');
  });
});
