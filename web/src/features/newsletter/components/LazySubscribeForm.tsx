import { Suspense, lazy } from 'react';
import styles from './LazySubscribeForm.module.css';

// Every public page shows the strip, so its form, validator and texts would weigh on every
// first load; they arrive right after the page draws instead.
const SubscribeForm = lazy(() =>
  import('./SubscribeForm').then((module) => ({ default: module.SubscribeForm })),
);

/**
 * The newsletter strip's form, loaded after the page's own code. Its place is kept while it
 * loads, so nothing below it moves when it arrives.
 */
export function LazySubscribeForm() {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <SubscribeForm />
    </Suspense>
  );
}
