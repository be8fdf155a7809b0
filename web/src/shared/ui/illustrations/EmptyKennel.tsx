/** Empty-list art (SPEC §2 "no friends", "no articles"): an empty kennel and bowl, a lone ball, paw prints leaving. */
export function EmptyKennel() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="196" rx="150" ry="18" fill="var(--color-accent-soft)" />
      {/* The kennel, its doorway dark and empty. */}
      <path d="M70 188V104l70-52 70 52v84z" fill="var(--color-sand-deep)" />
      <path
        d="M56 112 140 48l84 64"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M110 188v-44a30 30 0 0 1 60 0v44z" fill="var(--color-fur-dark)" opacity="0.85" />
      <rect x="118" y="82" width="44" height="14" rx="7" fill="var(--color-surface)" />
      <g fill="var(--color-primary)" opacity="0.7">
        <ellipse cx="140" cy="89" rx="3.2" ry="2.6" />
        <ellipse cx="135" cy="85.5" rx="1.3" ry="1.6" />
        <ellipse cx="145" cy="85.5" rx="1.3" ry="1.6" />
      </g>
      {/* The empty bowl. */}
      <path d="M216 178h56l-6 14h-44z" fill="var(--color-primary)" />
      <ellipse cx="244" cy="178" rx="28" ry="6" fill="var(--color-primary-strong)" />
      {/* A ball nobody plays with. */}
      <circle cx="46" cy="180" r="12" fill="#e8c547" />
      <path
        d="M36 174q10 6 20 0M36 186q10-6 20 0"
        fill="none"
        stroke="var(--color-surface)"
        strokeWidth="2"
      />
      {/* Paw prints lead away from the kennel: its dog has found a home. */}
      <g fill="var(--color-fur)">
        <g transform="translate(232 128) rotate(-20)">
          <ellipse cx="0" cy="6" rx="6" ry="5" />
          <ellipse cx="-6" cy="-2" rx="2.2" ry="2.8" />
          <ellipse cx="6" cy="-2" rx="2.2" ry="2.8" />
          <ellipse cx="-2.5" cy="-6.5" rx="2.2" ry="2.8" />
          <ellipse cx="2.5" cy="-6.5" rx="2.2" ry="2.8" />
        </g>
        <g transform="translate(262 104) rotate(-20)" opacity="0.75">
          <ellipse cx="0" cy="6" rx="6" ry="5" />
          <ellipse cx="-6" cy="-2" rx="2.2" ry="2.8" />
          <ellipse cx="6" cy="-2" rx="2.2" ry="2.8" />
          <ellipse cx="-2.5" cy="-6.5" rx="2.2" ry="2.8" />
          <ellipse cx="2.5" cy="-6.5" rx="2.2" ry="2.8" />
        </g>
        <g transform="translate(290 76) rotate(-20)" opacity="0.5">
          <ellipse cx="0" cy="6" rx="6" ry="5" />
          <ellipse cx="-6" cy="-2" rx="2.2" ry="2.8" />
          <ellipse cx="6" cy="-2" rx="2.2" ry="2.8" />
          <ellipse cx="-2.5" cy="-6.5" rx="2.2" ry="2.8" />
          <ellipse cx="2.5" cy="-6.5" rx="2.2" ry="2.8" />
        </g>
      </g>
    </svg>
  );
}
