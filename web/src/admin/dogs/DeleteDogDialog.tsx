import { useTranslation } from 'react-i18next';
import { DeleteRecordDialog } from '@/admin/shared/ui/DeleteRecordDialog';
import type { AdminDog } from './api/dogTypes';
import { useDeleteDogMutation } from './api/dogsApi';
import { useDogName } from './useDogName';

interface DeleteDogDialogProps {
  dog: AdminDog;
  onClose: () => void;
  onDeleted: (dog: AdminDog) => void;
}

/** SPEC §4 "Dog delete has a confirmation with the dog to delete". */
export function DeleteDogDialog({ dog, onClose, onDeleted }: DeleteDogDialogProps) {
  const { t } = useTranslation('adminDogs');
  const name = useDogName()(dog);
  const [deleteDog] = useDeleteDogMutation();
  return (
    <DeleteRecordDialog
      name={name}
      imageId={dog.photos[0]?.id}
      texts={{
        title: t('delete.title'),
        text: t('delete.text', { name }),
        confirm: t('delete.confirm'),
        deleting: t('delete.deleting'),
      }}
      onDelete={() => deleteDog(dog.id).unwrap()}
      onDeleted={() => onDeleted(dog)}
      onClose={onClose}
    />
  );
}
