import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/Modal';
import { ContactForm } from './ContactForm';
import styles from './ContactModal.module.css';

export interface ContactModalProps {
  /** SPEC §2 "Contact modal form (title settable)"; "Contact us" when not given. */
  title?: string;
  initialMessage?: string;
  onClose: () => void;
}

/** The contact form in a modal (SPEC §2): mount it to open it; it closes after a sent message. */
export default function ContactModal({ title, initialMessage, onClose }: ContactModalProps) {
  const { t } = useTranslation('contactForm');
  const heading = title ?? t('modalTitle');
  return (
    <Modal title={heading} onClose={onClose}>
      <p className={styles.intro}>{t('intro')}</p>
      <ContactForm subject={heading} initialMessage={initialMessage} onDone={onClose} />
    </Modal>
  );
}
