import { Suspense, lazy, useState } from 'react';
import type { RequestModalProps } from './RequestModal';

const load = () => import('./RequestModal');

// A visitor reads about the dog before asking for it: the form, its validators and the phone
// mask stay out of the dog page's first load.
const RequestModal = lazy(() => load().then((module) => ({ default: module.RequestModal })));

/** Starts loading the form (say, when a pointer reaches a button that opens it). */
export function preloadRequestModal(): void {
  void load();
}

/** The request modal, loaded when it first opens and kept mounted after, so it can close. */
export function LazyRequestModal(props: RequestModalProps) {
  const [wanted, setWanted] = useState(false);
  if (props.kind !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RequestModal {...props} />
    </Suspense>
  );
}
