/**
 * @module Islands that wake on intent (issue 28): the header and the page's engagement handlers
 * load only once a reader reaches for them (a pointer over or down on them, focus, a key), not at
 * load. Their server HTML works by itself meanwhile (links, a GET search form, a menu link to
 * `#site-nav`, forms that post), so a reader who never touches them never pays for React; the
 * front page's Lighthouse trace spent most of its blocking time hydrating them.
 * A click or a submit aimed at the island while it wakes is held, then made again once the
 * island's handlers are in place, so the first press does what a hydrated page does (a prompt, a
 * share sheet) rather than the page without JavaScript. If the island cannot load, the held press
 * is made anyway and the page's own HTML answers it.
 */

/** Whether an event's target is something the island handles. */
export type Aim = (target: Element, island: HTMLElement) => boolean;

const INTENT = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** The island's own elements (its wrapper is display: contents and holds its server HTML). */
export const inIsland: Aim = (target, island) => island.contains(target);

/**
 * Waits for intent aimed at the island, then `wake()`s it (resolving once its handlers are in
 * place); clicks and submits aimed at it meanwhile are held and replayed. Returns at once.
 */
export function wakeOnIntent(island: HTMLElement, aimedAt: Aim, wake: () => Promise<void>): void {
  let waking: Promise<void> | null = null;
  const held: (() => void)[] = [];
  const aimed = (event: Event) => event.target instanceof Element && aimedAt(event.target, island);

  const start = () => {
    if (waking) return;
    for (const type of INTENT) document.removeEventListener(type, onIntent, true);
    waking = wake()
      .catch(() => {})
      .then(() => {
        document.removeEventListener('click', hold, true);
        document.removeEventListener('submit', hold, true);
        for (const again of held.splice(0)) again();
      });
  };
  const onIntent = (event: Event) => {
    if (aimed(event)) start();
  };
  const hold = (event: Event) => {
    if (!aimed(event)) return;
    // A click with a modifier key wants the link itself (a new tab): it goes its way.
    if (event instanceof MouseEvent && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as HTMLElement;
    if (event instanceof SubmitEvent) {
      const submitter = event.submitter;
      held.push(() => (target as HTMLFormElement).requestSubmit(submitter));
    } else {
      // The control itself: an icon inside a link has no click() of its own (an SVG element).
      const control = target.closest<HTMLElement>('a[href], button, input, summary, label') ?? target;
      held.push(() => control.click());
    }
    start();
  };
  for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}
