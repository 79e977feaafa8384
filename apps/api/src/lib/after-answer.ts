// Work a request starts and does not wait for, such as a mail sent after the answer: kept track of, so
// that the app finishes it before it closes and a test can wait for it instead of for time.

export interface AfterAnswer {
  /** Runs `task` after the answer; its failure is handed to `onError`, never to the request. */
  run(task: () => Promise<unknown>, onError: (error: unknown) => void): void;
  /** Resolves once every task started so far, and any they started, has ended. */
  settle(): Promise<void>;
}

export function afterAnswer(): AfterAnswer {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task, onError) {
      const running: Promise<unknown> = task()
        .catch(onError)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
