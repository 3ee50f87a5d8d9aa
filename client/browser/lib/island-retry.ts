/**
 * @module The place of an island whose chunk could not be loaded: "Couldn't load — Retry", right
 * after the island's server HTML (which stays: its links and forms still work without the island's
 * code, and hydration needs it untouched). Retry removes the notice and loads again; another
 * failure puts it back. Plain DOM: this ships in the entry, where React components are not loaded yet.
 */
import { CHUNK_FAILED_TEXT, CHUNK_RETRY_TEXT } from '../../../worker/contracts/chunk-load';

export function offerRetry(island: HTMLElement, error: unknown, retry: () => Promise<void>): void {
  if (island.nextElementSibling?.hasAttribute('data-island-failed')) return;
  const notice = document.createElement('span');
  notice.className = 'island-failed';
  notice.dataset.islandFailed = island.dataset.island ?? '';
  notice.setAttribute('role', 'status');
  notice.title = error instanceof Error ? error.name : 'ChunkLoadError';
  const text = document.createElement('span');
  text.textContent = `${CHUNK_FAILED_TEXT} —`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-secondary btn-sm';
  button.textContent = CHUNK_RETRY_TEXT;
  button.addEventListener('click', () => {
    button.disabled = true;
    notice.remove();
    retry().catch((again: unknown) => console.error('island', island.dataset.island, again));
  });
  notice.append(text, button);
  island.after(notice);
}
