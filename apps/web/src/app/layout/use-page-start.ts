// How each newly visited page starts: at the top, also when a link leads to the page already shown
// (Home or the logo on /), while Back and Forward keep the browser's own scroll position; and, after
// any navigation but not on first load, with focus on the page's h1, so screen readers announce the
// page and the next Tab starts from its top rather than from the link that was followed. A link to a
// section of a page (Products, Mentors, FAQs) puts focus on that section's heading instead: the page
// scrolls there, so the next Tab must start there too, not back at the top.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { readScrollTarget } from './nav-links';

export function usePageStart(main: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const { key } = location;
  const navigationType = useNavigationType();
  const focusedFor = useRef(key);
  const section = readScrollTarget(location.state as unknown);

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
    const startSelector = section ? `#${CSS.escape(section)} h2` : 'h1';
    const focusHeading = () => {
      const heading = area.querySelector(startSelector);
      heading?.setAttribute('tabindex', '-1');
      // The page scrolls itself: to the top, or to the section as it arrives.
      if (heading instanceof HTMLElement) heading.focus({ preventScroll: true });
      return heading;
    };
    if (focusHeading()) return;
    // Pages that wait for their data, and sections that are chunks of their own, show their heading
    // a little later.
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(area, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key, main, section]);
}
