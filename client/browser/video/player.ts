/**
 * @module The video player wrapper, loaded only when a reader clicks a facade (its own chunk, not
 * in the first-load JS). It puts the provider's player where the facade was and, for YouTube,
 * speaks its iframe's postMessage API through PlayerCore (worker/contracts/video-player.ts):
 * states, play, pause, seek. Messages are taken only from that iframe, from YouTube's origin.
 */
import { embedOf, type ParsedEmbed, PLAYER_ORIGIN, playerSrc } from '../../../worker/contracts/embeds';
import { commandMessage, elementMissing, LISTENING_MESSAGE, PlayerCore } from '../../../worker/contracts/video-player';

const timers = {
  set: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clear: (id: unknown) => window.clearTimeout(id as number),
};
/** YouTube's player starts reporting only once told we listen; it may not be ready for the first word. */
const LISTEN_EVERY_MS = 250;
const LISTEN_TRIES = 40;

export type VideoPlayer = PlayerCore & { iframe: HTMLIFrameElement; destroy: () => void };

/**
 * Replaces the contents of the element `elementId` with the embed's player and answers its
 * wrapper. An id that names nothing is the spec's 'Element … does not exist.'.
 */
export function createPlayer(elementId: string, embed: ParsedEmbed, title: string): VideoPlayer {
  const box = document.getElementById(elementId);
  if (!box) throw new Error(elementMissing(elementId));
  const iframe = document.createElement('iframe');
  iframe.src = playerSrc(embed, location.origin);
  iframe.title = title;
  iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  iframe.allowFullscreen = true;
  iframe.referrerPolicy = 'strict-origin-when-cross-origin';
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');

  const origin = PLAYER_ORIGIN[embed.provider];
  const post = (message: string) => iframe.contentWindow?.postMessage(message, origin);
  const core = new PlayerCore((func, args) => post(commandMessage(func, args)), timers) as VideoPlayer;
  let listening: number | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    core.receive(event.data);
  };
  if (embed.provider === 'youtube') {
    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', () => {
      let tries = 0;
      window.clearInterval(listening);
      post(LISTENING_MESSAGE);
      listening = window.setInterval(() => {
        if (core.state !== -1 || ++tries >= LISTEN_TRIES) window.clearInterval(listening);
        else post(LISTENING_MESSAGE);
      }, LISTEN_EVERY_MS);
    });
  }
  core.iframe = iframe;
  core.destroy = () => {
    window.clearInterval(listening);
    window.removeEventListener('message', onMessage);
    iframe.remove();
  };
  box.replaceChildren(iframe);
  return core;
}

let players = 0;

/**
 * A facade's click (client/browser/enhance-embeds.ts): its provider and id checked by the embed
 * rules, the player put in its place, and the player's state shown as `data-player-state`.
 */
export function playFacade(facade: HTMLElement): VideoPlayer | null {
  const embed = embedOf(facade.dataset.provider ?? '', facade.dataset.id ?? '');
  if (!embed) {
    facade.dataset.state = 'link';
    return null;
  }
  facade.id ||= `embed-${++players}`;
  const player = createPlayer(facade.id, embed, facade.dataset.title ?? embed.title);
  facade.dataset.state = 'player';
  player.on('stateChange', (state) => {
    facade.dataset.playerState = String(state);
  });
  player.iframe.focus();
  return player;
}
