// The drawings of the hero's icons, apart from the other content icons because the hero is in the
// first download and the others are not.
import type { HeroIconKey } from '../../config/site';

export const heroIcons: Record<HeroIconKey, string> = {
  mentorship:
    'M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4h6v5h-3l-3 2V4z',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5 5-2z',
  briefcase: 'M4 7h16v12H4zM9 7V5h6v2M4 12h16',
  sparkles:
    'M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8zM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z',
};
