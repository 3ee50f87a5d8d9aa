/**
 * @module "Remove" on a saved article (an island on /account/saved), a real form: without
 * JavaScript it posts to /account/saved/{id}/remove and the page comes back without the article.
 * Hydrated, spec §4 Bookmark: it toggles, toasts 'Article bookmarked' / 'Bookmark removed', and on
 * failure the article stays unchanged with 'Failed to bookmark article'.
 */
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../worker/contracts/account';
import { callApi } from '../../lib/api';
import { toast } from '../../lib/toast';

export type SavedRemoveProps = { articleId: number; title: string };

export function SavedRemove({ articleId, title }: SavedRemoveProps) {
  const [saved, setSaved] = useState(true);
  const [busy, setBusy] = useState(false);

  async function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const res = await callApi<{ bookmarked: boolean }>(
      `/api/articles/${articleId}/bookmark`,
      saved ? undefined : {},
      saved ? 'DELETE' : 'POST',
    );
    setBusy(false);
    if (!res.ok) {
      toast('error', ACCOUNT_MESSAGES.bookmarkFailed);
      return;
    }
    setSaved(res.data.bookmarked);
    toast('success', res.data.bookmarked ? ACCOUNT_MESSAGES.bookmarked : ACCOUNT_MESSAGES.bookmarkRemoved);
  }

  return (
    <form method="post" action={`/account/saved/${articleId}/remove`} onSubmit={toggle}>
      <button
        type="submit"
        disabled={busy}
        aria-pressed={saved}
        aria-label={`${saved ? 'Remove' : 'Save'} “${title}”`}
        className="mt-2 rounded-md border border-outline px-3 py-1 text-sm font-semibold text-ink-2 hover:bg-raised disabled:opacity-60"
        data-saved-toggle={articleId}
      >
        {saved ? 'Remove' : 'Save again'}
      </button>
    </form>
  );
}
