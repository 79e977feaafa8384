// The page's clock: the time now, kept fresh at every whole minute, and an action run at a given
// moment by one timer (never by polling).
import { useEffect, useRef, useState } from 'react';

const MINUTE = 60_000;
/** setTimeout fires at once for a delay beyond a signed 32-bit count of milliseconds (~24.8 days). */
const LONGEST_DELAY = 2 ** 31 - 1;
/**
 * How long to wait before asking again when the moment has come by this device's clock but the
 * server's answer has not changed yet (the device's clock runs ahead of the server's).
 */
const CLOCK_SKEW_RETRY = 30_000;

/**
 * Date.now(), updated on each whole minute: countdowns in whole minutes change exactly then, and
 * sessions start on the minute.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, MINUTE - (current % MINUTE));
    };
    timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/**
 * Runs `action` when the clock reaches `at` (ms since the epoch; null for never). Should `at` still be
 * the same afterwards, `action` runs again every half minute until it changes.
 */
export function useAt(at: number | null, action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (at === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const fire = () => {
      latest.current();
      timer = setTimeout(fire, CLOCK_SKEW_RETRY);
    };
    const arm = () => {
      const wait = at - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(arm, Math.min(wait, LONGEST_DELAY));
    };
    arm();
    return () => clearTimeout(timer);
  }, [at]);
}
