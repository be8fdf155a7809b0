import { AboutBlock } from './AboutBlock';
import { PromoHeader } from './PromoHeader';
import { SessionExpiredNotice } from './SessionExpiredNotice';

const CONTENT_ID = 'home-content';

export function HomePage() {
  return (
    <>
      <PromoHeader contentId={CONTENT_ID} />
      <div id={CONTENT_ID} tabIndex={-1} className="container">
        <AboutBlock />
      </div>
      <SessionExpiredNotice />
    </>
  );
}
