import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { validateReviewText } from '@/shared/validation';
import { useAnswerReviewMutation } from './api/reviewsAdminApi';
import styles from './ReviewsAdmin.module.css';

interface HotelAnswerFormProps {
  reviewId: string;
  onClose: () => void;
  onAnswered: () => void;
}

/** Staff answer a review as the hotel: the same text rule as a guest's, published at once. */
export function HotelAnswerForm({ reviewId, onClose, onAnswered }: HotelAnswerFormProps) {
  const { t } = useTranslation('adminReviews');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [answer, { isLoading }] = useAnswerReviewMutation();
  const invalid = validateReviewText(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid || isLoading) return;
    try {
      await answer({ id: reviewId, text: text.trimEnd() }).unwrap();
      onAnswered();
    } catch (error) {
      setRefusal(errorText(apiProblemOf(error).code));
    }
  };

  const error = refusal ?? (tried && invalid ? errorText(invalid) : undefined);
  return (
    <form className={styles.answerForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={t('answerText')}
        value={text}
        error={error}
        rows={4}
        aria-required="true"
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setRefusal(null);
        }}
      />
      <div className={forms.actions}>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t('send')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
