/** SPEC §9 breakpoints, for code; the CSS uses the same numbers in its media queries. */
export const TABLET_MIN_PX = 600;
export const DESKTOP_MIN_PX = 960;
/** The header shows all links from this width and closes the burger menu. */
export const HEADER_FULL_MIN_PX = 1040;
/** From here a page's two header buttons fit beside the links (Ukrainian labels are long). */
export const HEADER_ACTIONS_INLINE_MIN_PX = 1280;

export const media = {
  tablet: `(min-width: ${TABLET_MIN_PX}px)`,
  desktop: `(min-width: ${DESKTOP_MIN_PX}px)`,
  headerFull: `(min-width: ${HEADER_FULL_MIN_PX}px)`,
  headerActionsInline: `(min-width: ${HEADER_ACTIONS_INLINE_MIN_PX}px)`,
} as const;
