import { useTranslation } from 'react-i18next';
import { apiErrorCodeOf, useApiErrorText } from '@/shared/api';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { useGetAboutQuery } from '../api/aboutApi';
import type { Story, TeamMember } from '../api/types';
import { paragraphsOf } from '../model/paragraphs';
import { PICTURES } from '../model/pictures';
import { AboutHeader } from '@/shared/about/AboutHeader';
import styles from './MeetUsPage.module.css';

/** The card box the house and team photos are cut to (the `card` variant, 392×288). */
const CARD_HEIGHT = 288;

function Paragraphs({ text, className }: { text: string; className?: string }) {
  return paragraphsOf(text).map((paragraph, index) => (
    <p key={index} className={className}>
      {paragraph}
    </p>
  ));
}

function StoryBlocks({ story }: { story: Story }) {
  const { t } = useTranslation('about');
  return (
    <>
      <section className={styles.story} aria-labelledby="about-story">
        <div className={styles.housePhoto}>
          <MediaPicture
            imageId={story.houseImage.id}
            {...PICTURES.house}
            alt={t('meetUs.houseAlt')}
            height={CARD_HEIGHT}
            priority
          />
        </div>
        <div className={styles.storyText}>
          <h2 id="about-story" className={styles.heading}>
            {story.heading}
          </h2>
          <Paragraphs text={story.text} />
        </div>
      </section>
      <figure className={styles.quote}>
        <div className={styles.avatar}>
          <MediaPicture imageId={story.quote.avatar.id} {...PICTURES.avatar} alt="" height={96} />
        </div>
        <blockquote className={styles.quoteText}>
          <Paragraphs text={story.quote.text} />
        </blockquote>
        <figcaption className={styles.quoteAuthor}>
          <span className={styles.author}>{story.quote.author}</span>
          <span className={styles.role}>{story.quote.role}</span>
        </figcaption>
      </figure>
      <section className={styles.closing} aria-label={t('meetUs.certificate')}>
        <div className={styles.certificate}>
          <MediaPicture
            imageId={story.certificate.id}
            {...PICTURES.certificate}
            alt={t('meetUs.certificateAlt')}
          />
        </div>
        <div className={styles.closingText}>
          <Paragraphs text={story.closing} />
        </div>
      </section>
    </>
  );
}

function Team({ team }: { team: TeamMember[] }) {
  const { t } = useTranslation('about');
  return (
    <section className={styles.team} aria-labelledby="about-team">
      <h2 id="about-team" className={styles.heading}>
        {t('meetUs.team')}
      </h2>
      <ul className={styles.members}>
        {team.map((member) => (
          <li key={member.id} className={styles.member}>
            <div className={styles.memberPhoto}>
              <MediaPicture
                imageId={member.photo.id}
                {...PICTURES.team}
                alt={member.name}
                height={CARD_HEIGHT}
              />
            </div>
            <p className={styles.memberName}>{member.name}</p>
            <p className={styles.memberProfession}>{member.profession}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Holds the story's and the team's boxes while the page loads, so nothing moves after. */
function MeetUsSkeleton() {
  const { t } = useTranslation('about');
  return (
    <div aria-hidden="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={styles.story}>
        <div className={`${styles.housePhoto} skeleton`} />
        <div className={styles.storyText}>
          <div className={`${styles.lineSkeleton} skeleton`} />
          <div className={`${styles.blockSkeleton} skeleton`} />
        </div>
      </div>
    </div>
  );
}

/** `/about` (SPEC §2 "About", meet-us tab). */
export function MeetUsPage() {
  const { t } = useTranslation('about');
  const errorText = useApiErrorText();
  const about = useGetAboutQuery(undefined);

  let body;
  if (about.data) {
    const { story, team } = about.data;
    body = (
      <>
        {story && <StoryBlocks story={story} />}
        {team.length > 0 && <Team team={team} />}
      </>
    );
  } else if (about.isError) {
    body = (
      <p className={styles.status} role="alert">
        {t('error', { message: errorText(apiErrorCodeOf(about.error)) })}
      </p>
    );
  } else body = <MeetUsSkeleton />;

  return (
    <>
      <AboutHeader />
      <div className={`container ${styles.page}`}>{body}</div>
    </>
  );
}
