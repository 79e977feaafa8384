// A value that follows another once it has stopped changing for `delay` ms: searches ask the server
// when the typing pauses, not at every key.
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
