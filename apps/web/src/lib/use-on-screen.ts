// Whether an element is on screen now, kept up to date as the page scrolls: a bar that stands in for a
// button shows only while the button itself is out of view. Until it is known, the element counts as
// on screen, so nothing stands in for it by mistake.
import { useEffect, useState, type RefObject } from 'react';

export function useOnScreen(ref: RefObject<Element | null>, active = true): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    // Without the observer (an old browser, a test's DOM) the button counts as always on screen.
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return onScreen;
}
