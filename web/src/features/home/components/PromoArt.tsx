/** Home hero art: a dog and a cat at home in front of the hotel's little house. */
export function PromoArt() {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <circle cx="396" cy="70" r="38" fill="#f6c56b" />
      <ellipse cx="240" cy="318" rx="236" ry="40" fill="var(--color-accent-soft)" />
      <path d="M120 300V170l96-78 96 78v130z" fill="var(--color-surface)" />
      <path
        d="M100 180 216 84l116 96"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="18"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="186" y="214" width="60" height="86" rx="30" fill="var(--color-sand-deep)" />
      <rect x="146" y="180" width="36" height="34" rx="6" fill="var(--color-accent-soft)" />
      <rect x="252" y="180" width="36" height="34" rx="6" fill="var(--color-accent-soft)" />
      <g fill="var(--color-primary)" opacity="0.9">
        <ellipse cx="216" cy="152" rx="9" ry="7.5" />
        <ellipse cx="205" cy="141" rx="3.5" ry="4.5" />
        <ellipse cx="227" cy="141" rx="3.5" ry="4.5" />
        <ellipse cx="211" cy="135" rx="3.5" ry="4.5" />
        <ellipse cx="221" cy="135" rx="3.5" ry="4.5" />
      </g>

      {/* The dog, sitting on the left. */}
      <ellipse cx="90" cy="322" rx="52" ry="9" fill="rgb(42 33 27 / 0.12)" />
      <path
        d="M124 292c18-2 30-14 30-30 0-7-9-8-10-1-2 12-10 20-22 22z"
        fill="var(--color-fur-dark)"
      />
      <ellipse cx="96" cy="284" rx="40" ry="38" fill="var(--color-fur)" />
      <ellipse cx="92" cy="294" rx="22" ry="24" fill="var(--color-fur-light)" />
      <rect x="72" y="294" width="16" height="30" rx="8" fill="var(--color-fur)" />
      <rect x="100" y="294" width="16" height="30" rx="8" fill="var(--color-fur)" />
      <ellipse
        cx="62"
        cy="222"
        rx="12"
        ry="25"
        transform="rotate(22 62 222)"
        fill="var(--color-fur-dark)"
      />
      <ellipse
        cx="118"
        cy="222"
        rx="12"
        ry="25"
        transform="rotate(-22 118 222)"
        fill="var(--color-fur-dark)"
      />
      <circle cx="90" cy="226" r="32" fill="var(--color-fur)" />
      <ellipse cx="90" cy="242" rx="19" ry="13" fill="var(--color-fur-light)" />
      <circle cx="78" cy="220" r="4" fill="var(--color-ink)" />
      <circle cx="102" cy="220" r="4" fill="var(--color-ink)" />
      <ellipse cx="90" cy="235" rx="7" ry="5" fill="var(--color-ink)" />
      <path
        d="M84 246q6 5 12 0"
        fill="none"
        stroke="var(--color-ink)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M70 258q20 10 40 0"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="6"
        strokeLinecap="round"
      />

      {/* The cat, lying on the right. */}
      <ellipse cx="378" cy="322" rx="64" ry="8" fill="rgb(42 33 27 / 0.12)" />
      <path
        d="M430 306c24 2 34-10 28-24"
        fill="none"
        stroke="#6f6a66"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <ellipse cx="386" cy="300" rx="52" ry="22" fill="#8a8480" />
      <path d="M326 268l6-26 16 18z" fill="#8a8480" />
      <path d="M370 268l-6-26-16 18z" fill="#8a8480" />
      <circle cx="348" cy="282" r="26" fill="#8a8480" />
      <path
        d="M336 280q5 4 10 0M352 280q5 4 10 0"
        fill="none"
        stroke="var(--color-ink)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M346 290l2 3 2-3z" fill="#f2a7a0" />
      <rect x="340" y="306" width="30" height="12" rx="6" fill="#b1aba6" />
    </svg>
  );
}
