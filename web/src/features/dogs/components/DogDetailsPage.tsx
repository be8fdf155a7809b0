import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApiErrorText, type ApiErrorCode } from '@/shared/api';
import { useNotFoundRedirect } from '@/shared/hooks/useNotFoundRedirect';
import { useScrolledPast } from '@/shared/hooks/useScrolledPast';
import { BackButton } from '@/shared/ui/BackButton';
import { InfoDialog } from '@/shared/ui/InfoDialog';
import { useGetDogQuery } from '../api/dogsApi';
import type { DogDetails } from '../api/types';
import { useDogPageMeta } from '../hooks/useDogPageMeta';
import { useDogRequest } from '../hooks/useDogRequest';
import { useHeaderDogActions } from '../hooks/useHeaderDogActions';
import { LIST_PATH, type ReturnToListState } from '../model/dogLinks';
import { DogActions } from './DogActions';
import styles from './DogDetailsPage.module.css';
import { DogGallery, DogGallerySkeleton } from './DogGallery';
import { DogParameters, DogParametersSkeleton } from './DogParameters';
import { LazyRequestModal } from './LazyRequestModal';

/** SPEC §9: the page's own buttons give way to the header's after 12 px of scrolling. */
const BUTTONS_IN_HEADER_AFTER_PX = 12;

/** Dog ids are positive integers; anything else cannot exist and goes to not-found at once. */
const DOG_ID = /^[1-9]\d{0,17}$/;

/** SPEC §8's failure text, then the server's reason when it gave one beyond "went wrong". */
function failedMessage(
  failed: string,
  failure: ApiErrorCode,
  errorText: (code: ApiErrorCode) => string,
): string {
  return failure === 'somethingWentWrong' ? failed : `${failed} ${errorText(failure)}`;
}

/** The details page's back button counts as coming back to the card (SPEC §2). */
const RETURN_TO_CARD: ReturnToListState = { returnToCard: true };

function DogBackButton() {
  const { t } = useTranslation('wantAFriend');
  return <BackButton label={t('details.back')} fallback={LIST_PATH} returnState={RETURN_TO_CARD} />;
}

function DogDetailsView({ dog }: { dog: DogDetails }) {
  const { t } = useTranslation('wantAFriend');
  const errorText = useApiErrorText();
  const scrolled = useScrolledPast(BUTTONS_IN_HEADER_AFTER_PX);
  const request = useDogRequest(dog);
  const openRequest = request.open;

  useDogPageMeta(dog);
  useHeaderDogActions(scrolled, openRequest);

  return (
    <article className={`container ${styles.page}`}>
      <DogBackButton />
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
      <LazyRequestModal
        kind={request.kind}
        dogName={dog.name}
        fields={request.fields}
        onFieldsChange={request.setFields}
        touched={request.touched}
        onTouch={request.touch}
        sending={request.sending}
        waiting={request.waiting}
        onSubmit={(traps) => void request.submit(traps)}
        onCancel={request.cancel}
      />
      <InfoDialog
        open={request.result !== null}
        title={request.result === 'failed' ? t('request.failedTitle') : t('request.sentTitle')}
        message={
          request.result === 'failed'
            ? failedMessage(t('request.failedMessage'), request.failure, errorText)
            : t('request.sentMessage')
        }
        onClose={request.closeResult}
      />
    </article>
  );
}

/**
 * The page while the dog loads: the real back button, and the greeting, gallery and parameters
 * as boxes of their final size, so the first screen does not move when the dog arrives.
 */
function DogDetailsSkeleton({ status }: { status: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <DogBackButton />
      <div
        className={`${styles.greeting} ${styles.greetingSkeleton} skeleton`}
        aria-hidden="true"
      />
      <div className={styles.columns}>
        <DogGallerySkeleton />
        <DogParametersSkeleton />
      </div>
    </div>
  );
}

/** `/want-a-friend/dog/:id` (SPEC §2 "Dog details"). */
export function DogDetailsPage() {
  const { t } = useTranslation('wantAFriend');
  const { id = '' } = useParams();
  const validId = DOG_ID.test(id);
  const { data: dog, isError } = useGetDogQuery(id, { skip: !validId });

  // SPEC §8: a dog that cannot be loaded leads to not-found.
  useNotFoundRedirect(!validId || isError);

  if (!dog) return <DogDetailsSkeleton status={t('list.loading')} />;
  return <DogDetailsView dog={dog} />;
}
