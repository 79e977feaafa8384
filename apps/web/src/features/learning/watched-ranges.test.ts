import { describe, expect, it } from 'vitest';
import { RANGES_PER_REPORT, startingSecond, watchedRanges } from './watched-ranges';

/** Time updates every quarter second from `from` to `to`, as a playing video sends them. */
function play(ranges: ReturnType<typeof watchedRanges>, from: number, to: number) {
  for (let time = from; time <= to; time += 0.25) ranges.playedTo(time);
}

describe('watchedRanges', () => {
  it('gathers a stretch of play into one range of whole seconds', () => {
    const ranges = watchedRanges();
    play(ranges, 3, 12.5);
    expect(ranges.take()).toEqual([[3, 13]]);
  });

  it('sends each second once when a stretch spans two reports', () => {
    const ranges = watchedRanges();
    play(ranges, 0, 10.25);
    expect(ranges.take()).toEqual([[0, 10]]);
    play(ranges, 10.5, 20.5);
    expect(ranges.take()).toEqual([[10, 21]]);
    expect(ranges.take()).toEqual([]);
  });

  it('starts a new range after a seek, or a jump of more than 2 seconds between updates', () => {
    const ranges = watchedRanges();
    play(ranges, 0, 4);
    ranges.interrupt();
    play(ranges, 30, 34);
    play(ranges, 60, 62);
    expect(ranges.take()).toEqual([
      [0, 4],
      [30, 34],
      [60, 62],
    ]);
  });

  it('does not count a jump backwards as played, and merges what was played twice', () => {
    const ranges = watchedRanges();
    play(ranges, 10, 20);
    play(ranges, 5, 15);
    expect(ranges.take()).toEqual([[5, 20]]);
  });

  it('keeps a step of up to 2 seconds (a busy browser, or 2× speed) in the range', () => {
    const ranges = watchedRanges();
    for (const time of [0, 2, 4, 5.5, 7.5]) ranges.playedTo(time);
    expect(ranges.take()).toEqual([[0, 8]]);
  });

  it('leaves out a seek that played nothing', () => {
    const ranges = watchedRanges();
    ranges.playedTo(42);
    ranges.interrupt();
    ranges.playedTo(90);
    expect(ranges.take()).toEqual([]);
  });

  it('sends at most one report of ranges at once and the rest with the next', () => {
    const ranges = watchedRanges();
    for (let start = 0; start < (RANGES_PER_REPORT + 2) * 10; start += 10) {
      play(ranges, start, start + 3);
      ranges.interrupt();
    }
    expect(ranges.take()).toHaveLength(RANGES_PER_REPORT);
    expect(ranges.take()).toEqual([
      [500, 503],
      [510, 513],
    ]);
  });

  it('sends again the ranges a failed report put back', () => {
    const ranges = watchedRanges();
    play(ranges, 0, 6);
    const lost = ranges.take();
    play(ranges, 6.25, 9);
    ranges.putBack(lost);
    expect(ranges.take()).toEqual([[0, 9]]);
  });
});

describe('startingSecond', () => {
  it('starts where the learner left the video', () => {
    expect(startingSecond(95, 600)).toBe(95);
    expect(startingSecond(3, 8)).toBe(3);
  });

  it('starts from the beginning once the learner had reached the last 5 % (10 s at most)', () => {
    expect(startingSecond(591, 600)).toBe(0);
    expect(startingSecond(589, 600)).toBe(589);
    expect(startingSecond(3591, 3600)).toBe(0);
    expect(startingSecond(3589, 3600)).toBe(3589);
    expect(startingSecond(8, 8)).toBe(0);
  });

  it('trusts the position while the length is unknown', () => {
    expect(startingSecond(120, null)).toBe(120);
  });
});
