/**
 * @module When the lazily loaded runtimes (popups, analytics) start: after `load`, once the browser
 * is idle (or after `timeoutMs` at the latest), so they never compete with the islands' hydration
 * nor count in the first-load JS. One rule for every such runtime.
 */
export function afterInteractive(start: () => void, timeoutMs = 3000): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: timeoutMs }) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
