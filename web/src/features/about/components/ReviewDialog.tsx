import { useTranslation } from 'react-i18next';
import type { PublicReview } from '@/shared/reviews/publicReview';
import { Modal } from '@/shared/ui/Modal';
import { ReviewForm } from './ReviewForm';

interface ReviewDialogProps {
  /** The review an answer is to; none for a review of the hotel. */
  answering: PublicReview | null;
  onClose: () => void;
}

/**
 * The review and answer form in its popup. Loaded only when a visitor opens it: the list of
 * reviews draws without waiting for the form's code.
 */
export function ReviewDialog({ answering, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('about');
  return (
    <Modal
      title={
        answering
          ? t('feedback.form.answerTitle', { name: answering.name })
          : t('feedback.form.reviewTitle')
      }
      wide
      onClose={onClose}
    >
      <ReviewForm answering={answering ?? undefined} onDone={onClose} />
    </Modal>
  );
}
