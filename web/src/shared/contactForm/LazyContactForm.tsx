import { Suspense, lazy } from 'react';
import type { ContactFormProps } from './ContactForm';
import styles from './LazyContactForm.module.css';

// Loaded right after the page draws: the form, its validators and texts do not hold up the
// content above it.
const ContactForm = lazy(() =>
  import('./ContactForm').then((module) => ({ default: module.ContactForm })),
);

/**
 * The contact form below a page's main content, loaded after the page's own code. Its place is
 * kept while it loads, so nothing below it moves when it arrives.
 */
export function LazyContactForm(props: ContactFormProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <ContactForm {...props} />
    </Suspense>
  );
}
