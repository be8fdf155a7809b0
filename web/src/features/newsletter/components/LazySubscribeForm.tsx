import { Suspense, lazy, useRef } from 'react';
import { useNearViewport } from '@/shared/hooks/useNearViewport';
import { importWhenOnline, importWithReload } from '@/shared/lib/staleChunk';
import styles from './LazySubscribeForm.module.css';

// Every public page shows the strip at its foot, so its form, validator and texts would weigh on
// every first load; they load only as the visitor scrolls towards it.
const SubscribeForm = lazy(() =>
  importWhenOnline(importWithReload(() => import('./SubscribeForm')))().then(
    (module) => ({ default: module.SubscribeForm }),
    // Still out of reach: the strip keeps its place without a form rather than failing the page.
    () => ({ default: Placeholder }),
  ),
);

/** How far ahead of the viewport the form starts loading: half a phone's screen of scrolling. */
const LOAD_AHEAD = '400px';

/** The form's place, kept empty. */
function Placeholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}

/**
 * The newsletter strip's form, loaded when the strip comes near the viewport. Its place is kept
 * until then, so nothing below it moves when it arrives.
 */
export function LazySubscribeForm() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, LOAD_AHEAD);
  const placeholder = <div ref={place} className={styles.placeholder} aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SubscribeForm />
    </Suspense>
  );
}
