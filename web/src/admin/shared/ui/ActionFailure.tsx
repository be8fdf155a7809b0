import { InfoMessage } from '@/shared/ui/InfoMessage';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import cards from './RecordCards.module.css';

interface ActionFailureProps {
  /** What could not be done, in the section's words. */
  title: string;
  failure: AdminErrorCode | null;
  onClose: () => void;
}

/** Why publishing, hiding or deleting a record failed, until closed; nothing without a failure. */
export function ActionFailure({ title, failure, onClose }: ActionFailureProps) {
  const errorText = useErrorText();
  if (!failure) return null;
  return (
    <div className={cards.notice}>
      <InfoMessage kind="error" title={title} text={errorText(failure)} onClose={onClose} />
    </div>
  );
}
