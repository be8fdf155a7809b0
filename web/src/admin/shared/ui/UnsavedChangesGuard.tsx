import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/**
 * SPEC §4: leaving a form with unsaved changes asks first. In-app navigation is held by the
 * router's blocker and confirmed in a dialog; closing or reloading the tab gets the browser's
 * own prompt, the only one a page may show there.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}
