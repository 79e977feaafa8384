// Inline SVG icons on one 24-px stroke grid. The interface's own icons live here; icons that only some
// pages show live with those pages and are drawn with SvgIcon, so each chunk carries only its own paths.

const interfaceIcons = {
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  cart: 'M3 4h2l2.4 11h11l2-8H6.2M9 20h.01M18 20h.01',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l3 3 5-6',
  alert: 'M12 3l9.5 17h-19zM12 10v4M12 17v.01',
  // For lists with nothing in them: nothing found, and nothing there yet. Not `alert`, which warns.
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4.2-4.2',
  inbox: 'M4 13h4l1.5 3h5l1.5-3h4M4 13l2.5-8h11l2.5 8v6H4z',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  'arrow-right': 'M4 12h16M14 6l6 6-6 6',
};

export type IconName = keyof typeof interfaceIcons;

/** A decorative icon drawn from one SVG path: pair it with visible or screen-reader text. */
export function SvgIcon({ path, className = 'size-6' }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

/** One of the interface's own icons. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon path={interfaceIcons[name]} className={className} />;
}
