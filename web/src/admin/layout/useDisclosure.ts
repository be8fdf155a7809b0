import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';

/**
 * Open/close state for a button that shows a panel (a menu, the burger navigation), with the
 * keyboard and pointer behaviour people expect: Escape closes and returns focus to the button,
 * a click or focus moving outside closes, and following a link inside closes.
 */
export function useDisclosure<Panel extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (container?.contains(target) ?? false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null && !isInside(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  const closeOnLinkClick = useCallback((event: MouseEvent<Panel>) => {
    if ((event.target as Element).closest('a, button')) setOpen(false);
  }, []);

  return { open, toggle, close, closeOnLinkClick, panelId, containerRef, buttonRef };
}
