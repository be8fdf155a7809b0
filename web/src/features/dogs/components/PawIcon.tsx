/** A paw print, the section's small mark (placeholders, empty states). */
export function PawIcon({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <ellipse cx="16" cy="21" rx="7" ry="6" />
        <ellipse cx="7.5" cy="13" rx="2.8" ry="3.6" />
        <ellipse cx="24.5" cy="13" rx="2.8" ry="3.6" />
        <ellipse cx="12" cy="7.5" rx="2.8" ry="3.6" />
        <ellipse cx="20" cy="7.5" rx="2.8" ry="3.6" />
      </g>
    </svg>
  );
}
