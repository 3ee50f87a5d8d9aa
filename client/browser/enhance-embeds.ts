/**
 * @module Facades of embedded videos and posts (client/server/components/EmbedFacade.tsx): a click
 * on one loads the player's chunk and puts the player in its place. Until that click the page
 * makes no request to YouTube, Rumble or X. This listener is all the first load carries; a click
 * with a modifier (new tab) or a middle click keeps the link's own behaviour, and so does the
 * next click when the player's chunk could not be loaded.
 */
function play(facade: HTMLElement): void {
  facade.dataset.state = 'loading';
  void import('./video/player').then(
    ({ playFacade }) => playFacade(facade),
    () => {
      // The chunk did not come: the next click follows the link to the provider's own page.
      facade.dataset.state = 'link';
    },
  );
}

/** A still the proxy could not get (offline, YouTube down) would draw Chromium's broken-image icon: the poster shows instead. */
function hideBrokenStill(img: HTMLImageElement): void {
  img.hidden = true;
}

export function enhanceEmbeds(root: Document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>('img.embed-thumb'))
    if (img.complete && img.naturalWidth === 0) hideBrokenStill(img);
  // An image's error does not bubble; it is seen on its way down.
  root.addEventListener(
    'error',
    (event) => {
      const img = event.target;
      if (img instanceof HTMLImageElement && img.classList.contains('embed-thumb')) hideBrokenStill(img);
    },
    true,
  );
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a.embed-link');
    const facade = link?.closest<HTMLElement>('[data-embed-facade]');
    if (!link || !facade || facade.dataset.state) return;
    event.preventDefault();
    play(facade);
  });
}

// Imported for its effect by client/browser/entry.tsx.
if (typeof document !== 'undefined') enhanceEmbeds(document);
