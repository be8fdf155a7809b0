import { useEffect, useState } from 'react';

/** True while the visitor is scrolling up and is further than `threshold` px from the top. */
export function useScrollUpPast(threshold: number): boolean {
  const [active, setActive] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== lastY) setActive(y > threshold && y < lastY);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return active;
}
