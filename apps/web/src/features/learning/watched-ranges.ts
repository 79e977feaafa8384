// What a lesson's player tells the server: the stretches of the video played, gathered from the
// player's time updates, and where to start the video again (docs/product.md §4.16).

/** Seconds played, `[from, to)`. */
export type WatchedRange = [from: number, to: number];

/**
 * Time updates come every quarter second or so, a few seconds apart at most when the browser is busy;
 * a longer step, or one backwards, was a jump, and what follows it is a new stretch.
 */
const MAX_STEP_SECONDS = 2;

/** The ranges one report may carry (the API's WATCHED_RANGES_MAX, kept here so zod stays out). */
export const RANGES_PER_REPORT = 50;

/** Merges overlapping and touching ranges, in order. */
function merged(ranges: WatchedRange[]): WatchedRange[] {
  const sorted = [...ranges].sort(([a], [b]) => a - b);
  const result: WatchedRange[] = [];
  for (const [from, to] of sorted) {
    const last = result.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else result.push([from, to]);
  }
  return result;
}

/** The stretches of a video played since the last report. */
export function watchedRanges() {
  let finished: WatchedRange[] = [];
  let current: WatchedRange | null = null;

  const interrupt = () => {
    if (current) finished.push(current);
    current = null;
  };

  return {
    /** The player played on to `time` (a time update while not seeking). */
    playedTo(time: number) {
      if (current && time >= current[1] && time - current[1] <= MAX_STEP_SECONDS) {
        current[1] = time;
      } else {
        interrupt();
        current = [time, time];
      }
    },

    /** A seek: what plays next is a new stretch, wherever it lands. */
    interrupt,

    /**
     * The whole seconds played since the last call, at most one report's worth: the rest waits for the
     * next. The stretch being played goes on from where it was cut, so every second is sent once.
     */
    take(): WatchedRange[] {
      const played = [...finished];
      if (current) {
        played.push([...current]);
        current = [current[1], current[1]];
      }
      // Cut at a rounded time, a stretch's two reports meet at the same whole second.
      const seconds = merged(
        played
          .map(([from, to]): WatchedRange => [Math.round(from), Math.round(to)])
          .filter(([from, to]) => to > from),
      );
      finished = seconds.slice(RANGES_PER_REPORT);
      return seconds.slice(0, RANGES_PER_REPORT);
    },

    /** Ranges a report could not deliver, sent again with the next. */
    putBack(ranges: WatchedRange[]) {
      finished.push(...ranges);
    },
  };
}

/** Within this share of a video's end (and this many seconds at most) it starts from the beginning. */
const NEAR_END_SHARE = 0.05;
const NEAR_END_MAX_SECONDS = 10;

/** Where a video starts: where the learner left it, or from the beginning once they had seen it out. */
export function startingSecond(position: number, durationSeconds: number | null): number {
  if (durationSeconds === null) return position;
  const nearEnd = Math.min(durationSeconds * NEAR_END_SHARE, NEAR_END_MAX_SECONDS);
  return position >= durationSeconds - nearEnd ? 0 : position;
}
