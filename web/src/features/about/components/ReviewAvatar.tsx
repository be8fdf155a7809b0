import { MediaPicture } from '@/shared/media/MediaPicture';
import { LogoMark } from '@/shared/ui/LogoMark';
import { initialsOf } from '@/shared/reviews/initials';
import styles from './ReviewAvatar.module.css';

interface ReviewAvatarProps {
  name: string;
  image: string | null;
  fromHotel: boolean;
  /** 56 px beside a review, 40 px beside an answer or in a row of collapsed answers. */
  size?: 'regular' | 'small';
  /** The avatar is decorative beside the name; alone (a thumbnail) it names the writer. */
  alt?: string;
  className?: string;
}

/** A review's writer: the hotel's mark, the guest's photo, or the initials of their name. */
export function ReviewAvatar({
  name,
  image,
  fromHotel,
  size = 'regular',
  alt = '',
  className = '',
}: ReviewAvatarProps) {
  const box = `${styles.avatar} ${styles[size]} ${className}`;
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  if (fromHotel) {
    return (
      <span className={`${box} ${styles.hotel}`} {...label}>
        <LogoMark className={styles.mark} />
      </span>
    );
  }
  if (image) {
    return (
      <span className={box}>
        <MediaPicture
          imageId={image}
          variants={['thumb-small', 'thumb']}
          sizes={size === 'small' ? '40px' : '56px'}
          alt={alt}
          height={124}
          className={styles.photo}
        />
      </span>
    );
  }
  return (
    <span className={`${box} ${styles.initials}`} {...label}>
      {initialsOf(name)}
    </span>
  );
}
