/** 404 art: a pleased dog that has just chewed up the page the visitor wanted. */
export function ChewedPageDog() {
  return (
    <svg viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="238" rx="118" ry="12" fill="var(--color-sand-deep)" />
      <path
        d="M226 178c22-6 40-24 44-46 2-10-10-12-13-3-6 18-19 30-36 34z"
        fill="var(--color-fur-dark)"
      />
      <ellipse cx="176" cy="178" rx="64" ry="58" fill="var(--color-fur)" />
      <ellipse cx="170" cy="192" rx="34" ry="36" fill="var(--color-fur-light)" />
      <rect x="136" y="196" width="24" height="44" rx="12" fill="var(--color-fur)" />
      <rect x="182" y="196" width="24" height="44" rx="12" fill="var(--color-fur)" />
      <ellipse cx="148" cy="238" rx="16" ry="7" fill="var(--color-fur-light)" />
      <ellipse cx="194" cy="238" rx="16" ry="7" fill="var(--color-fur-light)" />
      <ellipse
        cx="108"
        cy="100"
        rx="20"
        ry="40"
        transform="rotate(24 108 100)"
        fill="var(--color-fur-dark)"
      />
      <ellipse
        cx="200"
        cy="100"
        rx="20"
        ry="40"
        transform="rotate(-24 200 100)"
        fill="var(--color-fur-dark)"
      />
      <circle cx="154" cy="104" r="50" fill="var(--color-fur)" />
      <ellipse cx="154" cy="130" rx="30" ry="21" fill="var(--color-fur-light)" />
      <circle cx="135" cy="96" r="6" fill="var(--color-ink)" />
      <circle cx="173" cy="96" r="6" fill="var(--color-ink)" />
      <circle cx="137" cy="94" r="2" fill="#fff" />
      <circle cx="175" cy="94" r="2" fill="#fff" />
      <ellipse cx="154" cy="118" rx="10" ry="7" fill="var(--color-ink)" />
      <g transform="rotate(-12 154 146)">
        <path
          d="M120 134h68l-4 8 5 7-6 6 5 8-5 7 4 8h-67l5-7-6-8 6-6-5-8 5-7z"
          fill="#fff"
          stroke="var(--color-line)"
          strokeWidth="2"
        />
        <path
          d="M132 148h44M132 158h36M132 168h40"
          stroke="var(--color-line)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <path d="M76 220l12-6 4 10-13 3z" fill="#fff" stroke="var(--color-line)" strokeWidth="2" />
      <path d="M250 224l10 4-6 9-9-6z" fill="#fff" stroke="var(--color-line)" strokeWidth="2" />
      <path d="M232 206l8-1 1 8-8 1z" fill="#fff" stroke="var(--color-line)" strokeWidth="2" />
    </svg>
  );
}
