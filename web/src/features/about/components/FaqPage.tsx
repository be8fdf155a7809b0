import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { apiErrorCodeOf, useApiErrorText } from '@/shared/api';
import { LazyContactForm } from '@/shared/contactForm/LazyContactForm';
import { FAQ_TAG, aboutApi, useGetFaqQuery } from '../api/aboutApi';
import type { FaqItem } from '../api/types';
import { toggled } from '../model/openQuestions';
import { AboutHeader } from '@/shared/about/AboutHeader';
import { DotsLoader } from './DotsLoader';
import styles from './FaqPage.module.css';

interface QuestionProps {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}

/** One question: a button that opens and closes the region with its answer. */
function Question({ item, open, onToggle }: QuestionProps) {
  const id = useId();
  const buttonId = `${id}-question`;
  const answerId = `${id}-answer`;
  return (
    <li className={styles.item}>
      <h3 className={styles.question}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span>{item.question}</span>
          <span className={styles.sign} aria-hidden="true" />
        </button>
      </h3>
      <div
        id={answerId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.answer}
        hidden={!open}
        // Sanitized by the server on the way in (command/src/faq/html.rs).
        dangerouslySetInnerHTML={{ __html: item.answer }}
      />
    </li>
  );
}

/** `/about/ask` (SPEC §2 "About", FAQ tab; §4 "FAQ"). */
export function FaqPage() {
  const { t } = useTranslation('about');
  const errorText = useApiErrorText();
  const dispatch = useDispatch();
  const faq = useGetFaqQuery(undefined);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  // SPEC §4: the list is cleared on leaving (declared after the query, so its subscription is
  // gone when this runs and the entry is dropped rather than refetched).
  useEffect(
    () => () => {
      dispatch(aboutApi.util.invalidateTags([FAQ_TAG]));
    },
    [dispatch],
  );

  let body;
  if (faq.data) {
    body = (
      <ul className={styles.list}>
        {faq.data.faqValueSet.map((item) => (
          <Question
            key={item.id}
            item={item}
            open={open.has(item.id)}
            onToggle={() => setOpen((current) => toggled(current, item.id))}
          />
        ))}
      </ul>
    );
  } else if (faq.isError) {
    body = (
      <p className={styles.error} role="alert">
        {t('error', { message: errorText(apiErrorCodeOf(faq.error)) })}
      </p>
    );
  } else body = <DotsLoader />;

  return (
    <>
      <AboutHeader />
      <section className={`container ${styles.page}`} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.title}>
          {t('faq.title')}
        </h2>
        {body}
      </section>
      <section className={`container ${styles.ask}`} aria-labelledby="faq-ask">
        <h2 id="faq-ask" className={styles.title}>
          {t('faq.ask.title')}
        </h2>
        <p className={styles.askIntro}>{t('faq.ask.intro')}</p>
        <LazyContactForm kind="question" subject={t('faq.ask.subject')} />
      </section>
    </>
  );
}
