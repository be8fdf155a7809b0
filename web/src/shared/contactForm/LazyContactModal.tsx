import { Suspense, lazy } from 'react';
import type { ContactModalProps } from './ContactModal';

const load = () => import('./ContactModal');

// Loaded when first wanted: the form, its validators and texts stay out of the first load.
const ContactModal = lazy(load);

/** Starts loading the modal (say, when a pointer reaches the button that opens it). */
export function preloadContactModal(): void {
  void load();
}

/** The contact modal, loaded on first use (mount it to open it). */
export function LazyContactModal(props: ContactModalProps) {
  return (
    <Suspense fallback={null}>
      <ContactModal {...props} />
    </Suspense>
  );
}
