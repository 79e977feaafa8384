// A video's watched seconds as merged ranges: what a report of played ranges adds, and what it may add.
// Seeking is not watching: a report is credited with at most the seconds it could have played since the
// previous one, so a jump to the end completes nothing.
import type { WatchedRanges } from './classroom.tables';

/** Playback up to this speed is credited in full. */
const FASTEST_PLAYBACK = 2;
/** Seconds credited beyond that, for a report that arrives a little late. */
const SLACK_SECONDS = 15;
/** What a first report may bring: a player reports within seconds of starting. */
const FIRST_REPORT_SECONDS = 30;

/** The seconds `ranges` cover. */
export const secondsIn = (ranges: WatchedRanges): number =>
  ranges.reduce((sum, [from, to]) => sum + (to - from), 0);

/** `ranges` sorted and merged: none overlapping or touching another, none empty. */
export function merged(ranges: WatchedRanges): WatchedRanges {
  const sorted = ranges.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const out: WatchedRanges = [];
  for (const [from, to] of sorted) {
    const last = out.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** The parts of `range` that `covered` (merged) does not cover, in order. */
function gapsOf([from, to]: [number, number], covered: WatchedRanges): WatchedRanges {
  const gaps: WatchedRanges = [];
  let start = from;
  for (const [coveredFrom, coveredTo] of covered) {
    if (coveredTo <= start) continue;
    if (coveredFrom >= to) break;
    if (coveredFrom > start) gaps.push([start, coveredFrom]);
    start = Math.max(start, coveredTo);
    if (start >= to) break;
  }
  if (start < to) gaps.push([start, to]);
  return gaps;
}

/** How many new seconds a report may credit, `sinceLastMs` after the previous one (null: the first). */
export const creditAllowance = (sinceLastMs: number | null): number =>
  sinceLastMs === null
    ? FIRST_REPORT_SECONDS
    : Math.floor((Math.max(0, sinceLastMs) / 1000) * FASTEST_PLAYBACK) + SLACK_SECONDS;

/**
 * `watched` with the seconds of `reported` it does not hold yet, taken in the order reported until
 * `allowance` seconds are credited, within `[0, length)` when the video's length is known.
 */
export function credited(
  watched: WatchedRanges,
  reported: WatchedRanges,
  allowance: number,
  length: number | null,
): WatchedRanges {
  let covered = merged(watched);
  let left = allowance;
  for (const [from, to] of reported) {
    const clipped: [number, number] = [from, length === null ? to : Math.min(to, length)];
    for (const [gapFrom, gapTo] of gapsOf(clipped, covered)) {
      if (left <= 0) return covered;
      const take = Math.min(gapTo - gapFrom, left);
      covered = merged([...covered, [gapFrom, gapFrom + take]]);
      left -= take;
    }
  }
  return covered;
}
