import { type RefObject, useEffect, useState } from 'react';

/**
 * True once `element` has come within `ahead` (a CSS margin, e.g. `'600px'`) of the viewport,
 * and from then on: for parts below the fold whose code or content need not load with the page
 * (on a slow phone they would compete with what the visitor sees first). Without
 * IntersectionObserver the part is simply wanted at once.
 */
export function useNearViewport(element: RefObject<Element | null>, ahead: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, ahead, near]);

  return near;
}
