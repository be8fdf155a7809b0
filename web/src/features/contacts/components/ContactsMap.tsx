import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/shared/hooks/useNearViewport';
import { useTranslation } from 'react-i18next';
import { type HotelContacts, mapEmbedUrl, mapUrl } from '@/shared/lib/hotelContacts';
import styles from './ContactsMap.module.css';

/** How far below the screen the map starts loading, so it is there when scrolled to. */
const LOAD_AHEAD = '200px';
/** A map service that has not answered by then is given up: the fallback stays. */
const ANSWER_TIMEOUT_MS = 10_000;

type MapState = 'waiting' | 'reachable' | 'loaded' | 'unreachable';

/**
 * Whether the map service answers at all. A frame that cannot load still fires `load` (with
 * the browser's error page in it), so the service is asked first, with a request whose answer
 * the page cannot read but whose failure it sees (the policy's `connect-src` allows the host).
 */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The map at the hotel's location (SPEC §2 "embedded map"). Its box is reserved, so nothing
 * moves when it arrives; the embed loads only once the box is near the screen, and never
 * while the browser is offline. Under it is always the static fallback: the address and a
 * link that opens the map, which is all that shows when the map service cannot be reached
 * (offline, an error, or no answer within 10 s).
 */
export function ContactsMap({ contacts }: { contacts: HotelContacts }) {
  const { t } = useTranslation('contacts');
  const box = useRef<HTMLDivElement>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [state, setState] = useState<MapState>('waiting');
  const src = mapEmbedUrl(contacts);
  const near = useNearViewport(box, LOAD_AHEAD);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const wanted = near && online;

  useEffect(() => {
    if (!wanted || state !== 'waiting') return;
    let current = true;
    void answers(src).then((answered) => {
      if (current) setState(answered ? 'reachable' : 'unreachable');
    });
    return () => {
      current = false;
    };
  }, [wanted, state, src]);

  const embed = wanted && (state === 'reachable' || state === 'loaded');
  let note: string | null = null;
  if (!online || state === 'unreachable') note = t('mapOffline');
  else if (state !== 'loaded') note = t('mapLoading');

  return (
    <div ref={box} className={styles.box}>
      <div className={styles.fallback} data-testid="map-fallback">
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        <p className={styles.address}>{contacts.address}</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>
      {embed && (
        <iframe
          className={`${styles.frame} ${state === 'loaded' ? styles.frameLoaded : ''}`}
          title={t('mapFrameTitle', { address: contacts.address })}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setState('loaded')}
        />
      )}
      <a
        className={`button button--secondary ${styles.open}`}
        href={mapUrl(contacts)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('openMap')}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    </div>
  );
}
