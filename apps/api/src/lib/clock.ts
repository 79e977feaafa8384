// The source of "now" for code whose behaviour depends on it, so tests can move time by hand.
import { readFileSync, statSync } from 'node:fs';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * For browser tests, which cannot reach into the server process (config.ts refuses it in production):
 * the ISO date-time written in `path`, moving on in real time from when the file was last written, so
 * rewriting the file moves the shop's time and pages keep ticking in between.
 */
export function fileClock(path: string): Clock {
  let read: { writtenAt: number; instant: number } | undefined;
  return () => {
    const writtenAt = statSync(path).mtimeMs;
    if (read?.writtenAt !== writtenAt) {
      const text = readFileSync(path, 'utf8').trim();
      const instant = Date.parse(text);
      if (Number.isNaN(instant)) {
        throw new Error(`the test clock file ${path} must hold an ISO date-time, not '${text}'`);
      }
      read = { writtenAt, instant };
    }
    return new Date(read.instant + (Date.now() - read.writtenAt));
  };
}
