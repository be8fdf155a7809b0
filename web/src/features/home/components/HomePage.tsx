import { Fragment, type ReactNode } from 'react';
import { useStagedBlocks } from '@/shared/lib/useStagedBlocks';
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
  const blocks = [
    <FeedbackSlider key="feedback" />,
    <Fragment key="friends">{friendsTeaser}</Fragment>,
    <ServicesBlock key="services" />,
    <AboutBlock key="about" />,
    <Fragment key="articles">{articlesTeaser}</Fragment>,
  ];
  const shown = useStagedBlocks(blocks.length);
  return (
    <>
      <PromoHeader contentId={CONTENT_ID} />
      <div id={CONTENT_ID} tabIndex={-1} className="container">
        {blocks.slice(0, shown)}
      </div>
      <SessionExpiredNotice />
    </>
  );
}
