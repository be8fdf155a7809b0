import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { splitLanguagePrefix, useLocalizedPath, withLanguagePrefix } from '@/shared/i18n';
import { useScrolledPast } from '@/shared/hooks/useScrolledPast';
import { InfoDialog } from '@/shared/ui/InfoDialog';
import { useGetDogQuery } from '../api/wantAFriendApi';
import type { DogDetails } from '../api/types';
import { useDogPageMeta } from '../hooks/useDogPageMeta';
import { useDogRequest } from '../hooks/useDogRequest';
import { useHeaderDogActions } from '../hooks/useHeaderDogActions';
import { LIST_PATH, type ReturnToListState, previousUrlOf } from '../model/dogLinks';
import { DogActions } from './DogActions';
import styles from './DogDetailsPage.module.css';
import { DogGallery } from './DogGallery';
import { RequestModal } from './RequestModal';

/** SPEC §9: the page's own buttons give way to the header's after 12 px of scrolling. */
const BUTTONS_IN_HEADER_AFTER_PX = 12;

/** Dog ids are positive integers; anything else cannot exist and goes to not-found at once. */
const DOG_ID = /^[1-9]\d{0,17}$/;

function BackButton() {
  const { t } = useTranslation('wantAFriend');
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const localizedPath = useLocalizedPath();
  const from = previousUrlOf(state);

  const goBack = () => {
    // The list the visitor came from, in the language they read now: history when it is the
    // same page, so the list returns to the card as after the browser's back button.
    const language = splitLanguagePrefix(pathname).language;
    if (from && splitLanguagePrefix(from).language === language) {
      navigate(-1);
      return;
    }
    const target = from ? withLanguagePrefix(splitLanguagePrefix(from).rest, language) : null;
    const returning: ReturnToListState = { returnToCard: true };
    navigate(target ?? localizedPath(LIST_PATH), { state: returning });
  };

  return (
    <button type="button" className={styles.back} onClick={goBack}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('details.back')}
    </button>
  );
}

function DogParameters({ dog }: { dog: DogDetails }) {
  const { t } = useTranslation('wantAFriend');
  const rows = [
    [t('details.sex'), t(`card.sex.${dog.dogSex}`)],
    [t('details.age'), t(`card.ageBand.${dog.ageBand}`)],
    [t('details.size'), dog.size],
    [t('details.sterilized'), dog.sterilized ? t('details.yes') : t('details.no')],
  ] as const;
  return (
    <section className={styles.parameters} aria-labelledby="dog-parameters">
      <h2 id="dog-parameters" className={styles.subtitle}>
        {t('details.parameters')}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {dog.hasGuardianship && <p className={styles.underCare}>{t('card.underCare')}</p>}
    </section>
  );
}

function DogDetailsView({ dog }: { dog: DogDetails }) {
  const { t } = useTranslation('wantAFriend');
  const scrolled = useScrolledPast(BUTTONS_IN_HEADER_AFTER_PX);
  const request = useDogRequest(dog);
  const openRequest = request.open;

  useDogPageMeta(dog);
  useHeaderDogActions(scrolled, openRequest);

  return (
    <article className={`container ${styles.page}`}>
      <BackButton />
      <h1 className={styles.greeting}>{t('details.greeting', { name: dog.name })}</h1>
      <div className={styles.columns}>
        <DogGallery name={dog.name} photos={dog.photos} />
        <DogParameters dog={dog} />
      </div>
      {dog.description && (
        <section className={styles.story} aria-labelledby="dog-story">
          <h2 id="dog-story" className={styles.subtitle}>
            {t('details.story')}
          </h2>
          <p className={styles.storyText}>{dog.description}</p>
        </section>
      )}
      <DogActions hidden={scrolled} onRequest={openRequest} />
      <RequestModal
        kind={request.kind}
        dogName={dog.name}
        fields={request.fields}
        onFieldsChange={request.setFields}
        touched={request.touched}
        onTouch={request.touch}
        sending={request.sending}
        onSubmit={(website) => void request.submit(website)}
        onCancel={request.cancel}
      />
      <InfoDialog
        open={request.result !== null}
        title={request.result === 'failed' ? t('request.failedTitle') : t('request.sentTitle')}
        message={
          request.result === 'failed' ? t('request.failedMessage') : t('request.sentMessage')
        }
        onClose={request.closeResult}
      />
    </article>
  );
}

/** `/want-a-friend/dog/:id` (SPEC §2 "Dog details"). */
export function DogDetailsPage() {
  const { t } = useTranslation('wantAFriend');
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const validId = DOG_ID.test(id);
  const { data: dog, isError } = useGetDogQuery(id, { skip: !validId });

  // SPEC §8: a dog that cannot be loaded leads to not-found, which learns the path asked for.
  useEffect(() => {
    if (validId && !isError) return;
    const language = splitLanguagePrefix(pathname).language;
    navigate(withLanguagePrefix('/404-not-found', language), {
      replace: true,
      state: { from: pathname + search },
    });
  }, [validId, isError, pathname, search, navigate]);

  if (!dog) {
    return (
      <p className={`container ${styles.loading}`} role="status">
        {t('list.loading')}
      </p>
    );
  }
  return <DogDetailsView dog={dog} />;
}
