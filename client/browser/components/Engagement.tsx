/**
 * @module The page's one engagement island: it takes over the action bars' forms once hydrated.
 * A vote or a save shows at once and the API's answer is painted over it (the counts every
 * reader sees); a failure puts the bar back with a toast. Guests get the sign-up prompt, a free
 * reader's down-vote the subscribe prompt. Where the page's HTML is shared by every reader (the
 * trending zones), the reader's own marks come in as props and are painted on mount. A bar's
 * Share link opens the share modal, whose code is fetched on first use; a link off the site
 * (`a[data-leave]`, the article's original story) opens the leave-site prompt first.
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../worker/contracts/account';
import type { ArticleDto } from '../../../worker/contracts/articles';
import type { ReaderTier } from '../../../worker/contracts/plus';
import { asVote, mayPress, nextVote, recount, VOTE_MESSAGES, type Vote, type VotePress } from '../../../worker/contracts/votes';
import { paintAll } from '../lib/action-bars';
import { callApi } from '../lib/api';
import { ACTION_BAR, LEAVE_LINK, SHARE_LINK } from '../lib/engagement-targets';
import { toast } from '../lib/toast';
import type { LeaveTarget } from './LeaveSitePrompt';
import type { ShareModal as ShareModalType, ShareTarget } from './share/ShareModal';

type Props = { reader: ReaderTier; votes?: [number, Vote][]; saved?: number[] };

export function Engagement({ reader, votes = [], saved = [] }: Props) {
  const [prompt, setPrompt] = useState<'signup' | 'plus' | null>(null);
  // One request per article at a time: a press while one is out waits its turn, then reads the
  // bar as the first left it (so two quick presses are a vote and its undoing, in that order).
  const queue = useRef(new Map<number, Promise<unknown>>());
  const [share, setShare] = useState<{ target: ShareTarget; Modal: ComponentType<Parameters<typeof ShareModalType>[0]> } | null>(null);
  const [leaving, setLeaving] = useState<LeaveTarget | null>(null);
  // The prompts' code is fetched on the first prompt (./engagement-prompts); if it cannot load,
  // the reader goes where the prompt would have led.
  const [prompts, setPrompts] = useState<typeof import('./engagement-prompts') | null>(null);
  useEffect(() => {
    if (prompts || (prompt === null && leaving === null)) return;
    import('./engagement-prompts').then(setPrompts, () =>
      window.location.assign(leaving?.href ?? (prompt === 'plus' ? '/landing' : '/signup')),
    );
  }, [prompts, prompt, leaving]);

  // A click (or Enter) on a bar's Share link or a link off the site; with a modifier key the
  // reader wants the link itself (a new tab, a download): it goes its way unasked.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const away = (event.target as HTMLElement).closest<HTMLAnchorElement>(LEAVE_LINK);
      if (away) {
        event.preventDefault();
        return setLeaving({ href: away.href, host: away.host });
      }
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>(SHARE_LINK);
      if (!link) return;
      event.preventDefault();
      const target = { id: Number(link.dataset.share), title: link.dataset.title ?? '', paid: link.hasAttribute('data-paid') };
      import('./share/ShareModal').then(
        (m) => setShare({ target, Modal: m.ShareModal }),
        // The chunk did not load (offline, a new deploy): the share page works without it.
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    for (const [id, voted] of votes) paintAll(id, (s) => ({ ...s, voted }));
    for (const id of saved) paintAll(id, (s) => ({ ...s, saved: true }));

    async function vote(id: number, press: VotePress) {
      const before = paintAll(id, (s) => s);
      if (!before) return;
      // A guest asks and gets the sign-up prompt from the 401; a free reader's down-vote is refused here.
      if (reader !== 'guest' && !mayPress(before.voted, press, reader)) return setPrompt('plus');
      paintAll(id, (s) => {
        const voted = nextVote(s.voted, press);
        const counts = recount({ upvotes: s.up, downvotes: s.down }, s.voted, voted);
        return { ...s, voted, up: counts.upvotes, down: counts.downvotes };
      });
      // keepalive: a vote pressed just before following a link still lands.
      const res = await callApi<ArticleDto>(`/api/articles/${id}/${press}vote`, {}, 'POST', { keepalive: true });
      if (res.ok) return paintAll(id, (s) => ({ ...s, up: res.data.upvotes, down: res.data.downvotes, voted: asVote(res.data.voted) }));
      paintAll(id, () => before);
      if (res.status === 401) setPrompt('signup');
      else if (res.errors[0]?.code === 'plus_required') setPrompt('plus');
      else toast('error', VOTE_MESSAGES.failed);
    }

    async function save(id: number) {
      const before = paintAll(id, (s) => s);
      if (!before) return;
      const next = !before.saved;
      paintAll(id, (s) => ({ ...s, saved: next }));
      const res = await callApi(`/api/articles/${id}/bookmark`, next ? {} : undefined, next ? 'POST' : 'DELETE', { keepalive: true });
      if (res.ok) return toast('success', next ? ACCOUNT_MESSAGES.bookmarked : ACCOUNT_MESSAGES.bookmarkRemoved);
      paintAll(id, () => before);
      if (res.status === 401) setPrompt('signup');
      else toast('error', ACCOUNT_MESSAGES.bookmarkFailed);
    }

    const onSubmit = (event: SubmitEvent) => {
      const bar = (event.target as HTMLElement).closest<HTMLElement>(ACTION_BAR);
      if (!bar) return;
      event.preventDefault();
      const id = Number(bar.dataset.actions);
      if (reader === 'guest') return setPrompt('signup');
      const button = event.submitter as HTMLElement | null;
      const press = button?.dataset.press;
      const action = press === 'up' || press === 'down' ? () => vote(id, press) : button?.hasAttribute('data-save') ? () => save(id) : null;
      if (!action) return;
      const turn = (queue.current.get(id) ?? Promise.resolve()).then(action);
      queue.current.set(id, turn);
      void turn.finally(() => {
        if (queue.current.get(id) === turn) queue.current.delete(id);
      });
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
    // Marks are painted once; the handlers read the bars, not props.
  }, [reader, votes, saved]);

  return (
    <>
      {prompts ? <prompts.SignupPrompt open={prompt === 'signup'} onClose={() => setPrompt(null)} /> : null}
      {prompts ? <prompts.PlusPrompt open={prompt === 'plus'} onClose={() => setPrompt(null)} /> : null}
      {share ? <share.Modal key={share.target.id} target={share.target} reader={reader} onClose={() => setShare(null)} /> : null}
      {prompts && leaving ? <prompts.LeaveSitePrompt target={leaving} onClose={() => setLeaving(null)} /> : null}
    </>
  );
}
