import { useState } from 'react';
import type { AdminDog } from './api/dogTypes';
import { useHideDogMutation, usePublishDogMutation } from './api/dogsApi';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';

/**
 * Publish and hide, which answer the updated dog (SPEC §4: it replaces the old one), with the
 * dog in flight and the last failure for the page to show.
 */
export function useDogActions(onChanged: (dog: AdminDog) => void) {
  const [publishDog] = usePublishDogMutation();
  const [hideDog] = useHideDogMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);

  const toggle = async (dog: AdminDog) => {
    setBusyId(dog.id);
    setFailure(null);
    try {
      const change = dog.dogStatus === 'PUBLISHED' ? hideDog : publishDog;
      onChanged(await change(dog.id).unwrap());
    } catch (error) {
      setFailure(apiProblemOf(error).code);
    } finally {
      setBusyId(null);
    }
  };

  return { toggle, busyId, failure, clearFailure: () => setFailure(null) };
}
