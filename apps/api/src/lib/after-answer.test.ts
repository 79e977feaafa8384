// Work left running after an answer is waited for on close and by tests, and its failures reach only
// the handler it was given.
import { describe, expect, it } from 'vitest';
import { afterAnswer } from './after-answer';

describe('work after the answer', () => {
  it('settles once every task has ended, including tasks started by tasks', async () => {
    const background = afterAnswer();
    const done: string[] = [];
    let releaseFirst = () => {};
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    background.run(
      async () => {
        await first;
        done.push('first');
        background.run(
          async () => {
            done.push('second');
          },
          () => {},
        );
      },
      () => {},
    );
    const settled = background.settle().then(() => done.push('settled'));
    releaseFirst();
    await settled;
    expect(done).toEqual(['first', 'second', 'settled']);
  });

  it('hands a failure to its handler and still settles', async () => {
    const background = afterAnswer();
    const errors: unknown[] = [];
    background.run(
      () => Promise.reject(new Error('relay down')),
      (error) => errors.push(error),
    );
    await background.settle();
    expect(errors).toEqual([new Error('relay down')]);
  });

  it('settles at once with nothing running', async () => {
    await expect(afterAnswer().settle()).resolves.toBeUndefined();
  });
});
