// How each newly visited page starts: at the top, also when a link leads to the page already shown
// (Home or the logo on /), while Back and Forward keep the browser's own scroll position; and, after
// any navigation but not on first load, with focus on the page's h1, so screen readers announce the
// page and the next Tab starts from its top rather than from the link that was followed.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

export function usePageStart(main: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const focusedFor = useRef(key);

  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
  }, [key, navigationType]);

  useEffect(() => {
    const area = main.current;
    if (focusedFor.current === key || !area) return;
    focusedFor.current = key;
    const active = document.activeElement;
    // A page that put the caret in one of its fields on purpose keeps it there.
    if (area.contains(active) && active?.matches('input, textarea, select')) return;
    const focusHeading = () => {
      const heading = area.querySelector('h1');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
      return heading;
    };
    if (focusHeading()) return;
    // Pages that wait for their data show their heading a little later.
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(area, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key, main]);
}
