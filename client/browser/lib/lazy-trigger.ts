/**
 * @module When to load more (spec: "Infinite scroll triggers after 2 s and 10 percent visibility"):
 * `fire` runs once the element is at least 10% in view and 2 s have passed since the hook first ran.
 * A new `fire` (the next page) re-arms it without the wait; a browser without IntersectionObserver
 * counts as always in view.
 */
import { type RefObject, useEffect, useRef } from 'react';

export const ARM_MS = 2000;
export const VISIBLE = 0.1;

export function useLazyTrigger(ref: RefObject<HTMLElement | null>, fire: () => void, { enabled = true } = {}) {
  const armed = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let visible = typeof IntersectionObserver === 'undefined';
    let fired = false;
    const maybe = () => {
      if (armed.current && visible && !fired) {
        fired = true;
        fire();
      }
    };
    const timer = armed.current
      ? undefined
      : setTimeout(() => {
          armed.current = true;
          maybe();
        }, ARM_MS);
    const io =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              visible = entries.some((e) => e.isIntersecting && e.intersectionRatio >= VISIBLE);
              maybe();
            },
            { threshold: VISIBLE },
          );
    io?.observe(el);
    return () => {
      clearTimeout(timer);
      io?.disconnect();
    };
  }, [ref, fire, enabled]);
}
