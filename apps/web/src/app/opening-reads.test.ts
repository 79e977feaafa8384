import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAnswers } from './opening-reads';
import { createStore } from './store';

// An action RTK batches, as RTK Query marks its answers.
const answer = { type: 'test/answer', meta: { [SHOULD_AUTOBATCH]: true } };
// Time passes on fake timers: the hold's limit and the frame fallback fire exactly when due, however
// busy the machine is.
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function heldStore() {
  const hold = holdAnswers();
  const store = createStore(undefined, hold.queueNotification);
  // RTK Query's middleware announces itself, unbatched, at the first action it sees.
  store.dispatch({ type: 'test/start' });
  const heard = vi.fn();
  store.subscribe(heard);
  return { hold, store, heard };
}

describe('answers to the opening reads', () => {
  it('reach the page together once the reads are done', async () => {
    const { hold, store, heard } = heldStore();
    store.dispatch(answer);
    store.dispatch(answer);
    await wait(300);
    expect(heard).not.toHaveBeenCalled();

    hold.release();
    await wait(150);
    expect(heard).toHaveBeenCalledTimes(1);

    store.dispatch(answer); // later answers are heard as usual
    await wait(150);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('are not held longer than 800 ms when a read does not answer', async () => {
    const { store, heard } = heldStore();
    store.dispatch(answer);
    await wait(600);
    expect(heard).not.toHaveBeenCalled();
    await wait(400);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('do not hold actions of the app itself', () => {
    const { store, heard } = heldStore();
    store.dispatch({ type: 'test/unbatched' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
