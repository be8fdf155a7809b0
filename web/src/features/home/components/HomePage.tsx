import type { ReactNode } from 'react';
import { AboutBlock } from './AboutBlock';
import { FeedbackSlider } from './FeedbackSlider';
import { PromoHeader } from './PromoHeader';
import { ServicesBlock } from './ServicesBlock';
import { SessionExpiredNotice } from './SessionExpiredNotice';

const CONTENT_ID = 'home-content';

export interface HomePageProps {
  /**
   * The want-a-friend block (SPEC §2 order: after the feedback slider, before the additional
   * services). Other features own it, so the app passes it in.
   */
  friendsTeaser?: ReactNode;
  /** The articles block (SPEC §2 order: last, after the about block), owned by the blog. */
  articlesTeaser?: ReactNode;
}

export function HomePage({ friendsTeaser, articlesTeaser }: HomePageProps) {
  return (
    <>
      <PromoHeader contentId={CONTENT_ID} />
      <div id={CONTENT_ID} tabIndex={-1} className="container">
        <FeedbackSlider />
        {friendsTeaser}
        <ServicesBlock />
        <AboutBlock />
        {articlesTeaser}
      </div>
      <SessionExpiredNotice />
    </>
  );
}
