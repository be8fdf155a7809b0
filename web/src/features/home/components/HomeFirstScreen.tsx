import { PromoHeader } from './PromoHeader';

/** Where the promo header's arrow leads: the page's content below it. */
export const HOME_CONTENT_ID = 'home-content';

/**
 * The promo header: the home page's first screen, which the server sends with the page before
 * the app has loaded (`src/app/firstScreens`).
 */
export function HomeFirstScreen() {
  return <PromoHeader contentId={HOME_CONTENT_ID} />;
}
