/** How long a restored position is held at least, while the page settles around it. */
const SETTLE_MS = 1000;
/** How long the page's own content may take to grow back to the reserved height. */
const RESERVATION_MS = 5000;
/** A visitor who scrolls or types takes over; the page then behaves as usual at once. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Holds a scroll position restored on back or forward while the page settles: the document is
 * kept tall enough for it until its own content is (its lower images and blocks may still be on
 * their way), and scroll anchoring is off meanwhile, as it would follow whatever is in view
 * while the page's parts take back the sizes they had and carry the position away. The window
 * is put back at `top` when anything but the visitor moves it: the smooth scroll to the top of
 * the page being left may still be running, and Chromium applies a frame or two of it after
 * the jump back, which left the page up to a card's height above where it was.
 * Returns the release, which also runs by itself once the page has settled.
 */
export function holdScrollPosition(top: number): () => void {
  const { documentElement: root, body } = document;
  const height = top + window.innerHeight;
  const started = performance.now();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    observer.disconnect();
    window.removeEventListener('scroll', stayPut);
    window.clearTimeout(settle);
    window.clearTimeout(timeout);
    for (const event of TAKEOVER_EVENTS) window.removeEventListener(event, release);
    root.style.minHeight = '';
    root.style.overflowAnchor = '';
    body.style.overflowAnchor = '';
  };
  // The body is sized by the content alone; the reservation sits on the root element.
  const tallEnough = () => body.offsetHeight >= height;
  const releaseWhenSettled = () => {
    if (tallEnough() && performance.now() - started >= SETTLE_MS) release();
  };
  if (!tallEnough()) root.style.minHeight = `${height}px`;
  // Chromium takes the page's own anchoring from the body, not the root: off on the root
  // alone, it still followed a footer pushed down by the content loading above it, and a page
  // came back at its foot instead of where it was left.
  root.style.overflowAnchor = 'none';
  body.style.overflowAnchor = 'none';
  const stayPut = () => {
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top, behavior: 'instant' });
  };
  window.addEventListener('scroll', stayPut, { passive: true });
  const observer = new ResizeObserver(releaseWhenSettled);
  observer.observe(body);
  const settle = window.setTimeout(releaseWhenSettled, SETTLE_MS);
  const timeout = window.setTimeout(release, RESERVATION_MS);
  for (const event of TAKEOVER_EVENTS) {
    window.addEventListener(event, release, { passive: true, once: true });
  }
  return release;
}
