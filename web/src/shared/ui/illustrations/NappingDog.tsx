/** 500 art: a dog fast asleep on its cushion while the server rests. */
export function NappingDog() {
  return (
    <svg viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="236" rx="126" ry="12" fill="var(--color-sand-deep)" />
      <path
        d="M46 206c0-26 50-40 114-40s114 14 114 40-50 30-114 30-114-4-114-30z"
        fill="var(--color-primary-soft)"
      />
      <path
        d="M62 204c8 12 50 18 98 18s90-6 98-18"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.45"
      />
      <ellipse cx="174" cy="180" rx="78" ry="38" fill="var(--color-fur)" />
      <path
        d="M238 188c20 4 30 18 12 26-18 8-64 8-92 2 30-2 60-8 80-28z"
        fill="var(--color-fur-dark)"
      />
      <ellipse cx="196" cy="196" rx="34" ry="12" fill="var(--color-fur-light)" />
      <circle cx="110" cy="178" r="38" fill="var(--color-fur)" />
      <ellipse
        cx="126"
        cy="184"
        rx="14"
        ry="28"
        transform="rotate(-20 126 184)"
        fill="var(--color-fur-dark)"
      />
      <ellipse cx="88" cy="194" rx="26" ry="17" fill="var(--color-fur-light)" />
      <ellipse cx="70" cy="190" rx="8" ry="6" fill="var(--color-ink)" />
      <path
        d="M92 172q8 6 16 0M116 176q7 5 14 0"
        fill="none"
        stroke="var(--color-ink)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M150 118h16l-16 18h16" />
        <path d="M178 86h22l-22 24h22" />
        <path d="M212 46h28l-28 30h28" />
      </g>
    </svg>
  );
}
