/** SPEC §9 breakpoints, for code; the CSS uses the same numbers in its media queries. */
export const TABLET_MIN_PX = 600;
export const DESKTOP_MIN_PX = 960;
/** The header shows all links from this width and closes the burger menu. */
export const HEADER_FULL_MIN_PX = 1040;

export const media = {
  desktop: `(min-width: ${DESKTOP_MIN_PX}px)`,
  headerFull: `(min-width: ${HEADER_FULL_MIN_PX}px)`,
} as const;
