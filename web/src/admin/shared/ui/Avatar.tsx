import { avatarSource } from '@/shared/media/mediaUrls';
import styles from './Avatar.module.css';

/** The admin's picture, or a drawn dog when there is none yet (SPEC §2 "default placeholder"). */
export function Avatar({ imageLink }: { imageLink: string | null | undefined }) {
  if (imageLink) return <img className={styles.avatar} src={avatarSource(imageLink)} alt="" />;
  return <PlaceholderAvatar />;
}

function PlaceholderAvatar() {
  return (
    <svg className={styles.avatar} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="var(--color-sand-deep)" />
      <path d="M14 22c0-6 5-9 9-7l3 14c-5 3-12 0-12-7z" fill="var(--color-fur-dark)" />
      <path d="M50 22c0-6-5-9-9-7l-3 14c5 3 12 0 12-7z" fill="var(--color-fur-dark)" />
      <ellipse cx="32" cy="36" rx="15" ry="16" fill="var(--color-fur)" />
      <ellipse cx="32" cy="44" rx="8" ry="6.5" fill="var(--color-fur-light)" />
      <circle cx="26" cy="33" r="2.2" fill="var(--color-ink)" />
      <circle cx="38" cy="33" r="2.2" fill="var(--color-ink)" />
      <ellipse cx="32" cy="41" rx="3.2" ry="2.4" fill="var(--color-ink)" />
      <path
        d="M29 46q3 2.5 6 0"
        fill="none"
        stroke="var(--color-ink)"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
