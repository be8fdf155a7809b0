import type { MouseEvent } from 'react';
import { NavLink, useLocation, type NavLinkProps } from 'react-router';
import { splitLanguagePrefix, useLocalizedPath } from '@/shared/i18n';
import { scrollToTop } from '@/shared/lib/motion';

export interface PageLinkProps extends Omit<NavLinkProps, 'to'> {
  /** A path without the language prefix; the current prefix is added. */
  to: string;
}

/**
 * A link to one of our pages that keeps the language prefix. Clicking it while already on that
 * page scrolls to the top instead of navigating (SPEC §2).
 */
export function PageLink({ to, onClick, ...props }: PageLinkProps) {
  const localizedPath = useLocalizedPath();
  const { pathname, state } = useLocation();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // A link carrying other state (the services page's additional tab) still navigates.
    const sameState = JSON.stringify(props.state ?? null) === JSON.stringify(state ?? null);
    if (splitLanguagePrefix(pathname).rest === to && (props.state === undefined || sameState)) {
      event.preventDefault();
      scrollToTop();
    }
  };

  return <NavLink to={localizedPath(to)} onClick={handleClick} {...props} />;
}
