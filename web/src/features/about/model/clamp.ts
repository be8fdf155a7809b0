/**
 * Whether a clamped text hides some of itself (SPEC §4: 4 lines, 3 on phones; the lines are
 * CSS's `line-clamp`): its content is taller than its box. A pixel of slack absorbs the
 * rounding of fractional line heights, which would otherwise offer "show more" for nothing.
 */
export function isClipped(box: { scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.clientHeight > 1;
}
