/** The brand mark alone (a house with a paw print in it): the logo's, and the hotel's avatar. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 4 3 21.5h6V44h30V21.5h6z" fill="var(--color-primary)" />
      <g fill="var(--color-on-primary)">
        <ellipse cx="24" cy="33" rx="6.5" ry="5.5" />
        <ellipse cx="16.5" cy="26" rx="2.8" ry="3.5" />
        <ellipse cx="31.5" cy="26" rx="2.8" ry="3.5" />
        <ellipse cx="20.5" cy="21" rx="2.8" ry="3.5" />
        <ellipse cx="27.5" cy="21" rx="2.8" ry="3.5" />
      </g>
    </svg>
  );
}
