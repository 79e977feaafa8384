// Watched seconds: merged ranges, and a report credited no more than it could have played.
import { describe, expect, it } from 'vitest';
import { creditAllowance, credited, merged, secondsIn } from './watched-ranges';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges, and drops empty ones', () => {
    expect(
      merged([
        [30, 40],
        [0, 10],
        [10, 15],
        [35, 50],
        [60, 60],
      ]),
    ).toEqual([
      [0, 15],
      [30, 50],
    ]);
  });

  it('counts a second played twice once', () => {
    const once = credited([[0, 20]], [[10, 30]], 100, null);
    expect(once).toEqual([[0, 30]]);
    expect(secondsIn(once)).toBe(30);
    expect(credited(once, [[0, 30]], 100, null)).toEqual([[0, 30]]);
  });

  it('credits a report no more than it could have played since the previous one', () => {
    // Ten seconds after the last report, at up to 2× speed and 15 s of slack: 35 s.
    expect(creditAllowance(10_000)).toBe(35);
    expect(creditAllowance(null)).toBe(30);
    // A jump to the end reported as one long range earns only the allowance, from its start.
    expect(credited([[0, 10]], [[0, 600]], 35, 600)).toEqual([[0, 45]]);
  });

  it('keeps within the video’s length', () => {
    expect(credited([], [[590, 700]], 1000, 600)).toEqual([[590, 600]]);
  });

  it('fills the gaps between what was watched before, in the order reported', () => {
    expect(
      credited(
        [
          [0, 10],
          [20, 30],
        ],
        [[0, 50]],
        15,
        null,
      ),
    ).toEqual([[0, 35]]);
  });
});
