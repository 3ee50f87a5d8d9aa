/**
 * @module Disclosure menus (the phone menu, the account settings menu) that work before and
 * without JavaScript: the toggle is a link to the menu's id, so without a script following it
 * makes the menu the page's `:target` (shown by a `target:` class). Once hydrated the toggle is a
 * button (Enter and Space) with an open/close state; while open, Tab stays within the toggle and
 * the menu, and Escape or a click outside closes it and returns focus to the toggle.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function useDisclosure(id: string) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    const menu = document.getElementById(id);
    const toggle = toggleRef.current;
    const close = () => {
      setOpen(false);
      toggle?.focus();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !menu || !toggle) return;
      // The ring is the toggle, then the menu's controls: Tab past either end wraps around.
      const ring = [toggle, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const at = ring.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? ring.length - 1 : at - 1) : at === ring.length - 1 || at < 0 ? 0 : at + 1;
      event.preventDefault();
      ring[next]?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu?.contains(target) && !toggle?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, id]);

  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpen((o) => !o);
  };
  const toggleProps = {
    ref: toggleRef,
    href: `#${id}`,
    role: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: toggle,
    // A link answers Enter by itself (onClick); a button also answers Space.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ') toggle(event);
    },
  } as const;
  return { open, setOpen, toggleProps };
}
