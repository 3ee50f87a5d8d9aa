/**
 * @module Facades of embedded videos and posts (client/server/components/EmbedFacade.tsx): a click
 * on one loads the player's chunk and puts the player in its place. Until that click the page
 * makes no request to YouTube, Rumble or X. This listener is all the first load carries; a click
 * with a modifier (new tab) or a middle click keeps the link's own behaviour, and so does the
 * next click when the player's chunk could not be loaded.
 */
import { embedOf } from '../../worker/contracts/embeds';

let players = 0;

function play(facade: HTMLElement): void {
  const embed = embedOf(facade.dataset.provider ?? '', facade.dataset.id ?? '');
  if (!embed) return;
  facade.id ||= `embed-${++players}`;
  facade.dataset.state = 'loading';
  void import('./video/player').then(
    ({ createPlayer }) => {
      const player = createPlayer(facade.id, embed, facade.dataset.title ?? embed.title);
      facade.dataset.state = 'player';
      // The player's state (-1 … 5) where styles, tests and monitoring can read it.
      player.on('stateChange', (state) => {
        facade.dataset.playerState = String(state);
      });
      player.iframe.focus();
    },
    () => {
      // The chunk did not come: the next click follows the link to the provider's own page.
      facade.dataset.state = 'link';
    },
  );
}

export function enhanceEmbeds(root: Document): void {
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
