/**
 * @module A menu toggle that works before and without JavaScript: the toggle is a link to the
 * menu's id, so without a script following it makes the menu the page's `:target` (shown by a
 * `target:` class); once hydrated it is a button that opens and closes the menu in place.
 */
import type { KeyboardEvent, MouseEvent } from 'react';

export function menuToggle(id: string, open: boolean, setOpen: (toggle: (open: boolean) => boolean) => void) {
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpen((o) => !o);
  };
  return {
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
}
