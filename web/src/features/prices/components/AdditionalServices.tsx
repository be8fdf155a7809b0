import { useTranslation } from 'react-i18next';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { ServiceDescription } from '../api/types';
import styles from './PricesPage.module.css';
import { useBooking } from './useBooking';

const PICTURE_SIZES = '(min-width: 960px) 392px, (min-width: 600px) 45vw, 92vw';

function ServiceBlock({ service, reversed }: { service: ServiceDescription; reversed: boolean }) {
  const { t } = useTranslation('prices');
  const book = useBooking();
  const headingId = `service-${service.id}`;
  return (
    <article
      className={`${styles.service} ${reversed ? styles.serviceReversed : ''}`}
      aria-labelledby={headingId}
      data-testid={headingId}
    >
      <div className={styles.serviceText}>
        <h3 id={headingId} className={styles.groupTitle}>
          {service.title}
        </h3>
        {service.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => book(t('bookMessage', { title: service.title }))}
        >
          {t('additional.book')}
        </button>
      </div>
      <div className={styles.servicePictures}>
        {[service.bigImage, service.smallImage].map((image, index) => (
          <MediaPicture
            key={`${image.id}-${index}`}
            imageId={image.id}
            variants={['card', 'card-2x']}
            sizes={PICTURE_SIZES}
            height={288}
            alt={t('additional.imageAlt', { title: service.title, number: index + 1 })}
            className={index === 0 ? styles.bigPicture : styles.smallPicture}
          />
        ))}
      </div>
    </article>
  );
}

/** The additional tab (SPEC §2): walking, veterinary care, grooming and transportation. */
export function AdditionalServices({ services }: { services: readonly ServiceDescription[] }) {
  return (
    <div className={styles.services}>
      {services.map((service, index) => (
        <ServiceBlock key={service.id} service={service} reversed={index % 2 === 1} />
      ))}
    </div>
  );
}
