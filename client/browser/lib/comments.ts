/**
 * @module The comment list's state and calls (spec §4 Comments): optimistic posts shown at the top
 * as '(Sending)' and replaced by the server's comment, or marked 'Failed to send comment!' with a
 * reason; edits and removals shown at once and put back with the spec's error on failure; older,
 * newer and reply pages merged by id (contracts/comment-thread.ts). Every call goes through callApi.
 */
import { useReducer, useRef } from 'react';
import { COMMENTS_PAGE_SIZE, COMMENT_FAILURES as F, COMMENT_MESSAGES as M } from '../../../worker/contracts/comment-text';
import { failureText, hasMore, mergePage } from '../../../worker/contracts/comment-thread';
import type { CommentDto } from '../../../worker/contracts/comments';
import { callApi } from './api';
import { toast } from './toast';

/** A comment as the page holds it: the server's, or a local one still sending or failed. */
export type Shown = CommentDto & { pending?: boolean; failed?: boolean; error?: string | null; reported?: boolean };
export type Thread = { items: Shown[]; open: boolean; more: boolean; loading: boolean; error: string | null };
export type State = {
  list: Shown[];
  threads: Record<number, Thread>;
  older: boolean;
  newer: boolean;
  loading: 'older' | 'newer' | null;
  error: string | null;
  count: number;
};

type Action =
  | { t: 'patch'; s: Partial<State> }
  | { t: 'page'; dir: 'older' | 'newer'; items: Shown[] }
  | { t: 'thread'; id: number; th: Partial<Thread>; items?: Shown[] }
  | { t: 'put'; id: number; to: (c: Shown) => Shown | null }
  | { t: 'add'; c: Shown }
  | { t: 'count'; by: number; parent: number | null };

const emptyThread: Thread = { items: [], open: false, more: false, loading: false, error: null };
const mapIn = (list: Shown[], id: number, to: (c: Shown) => Shown | null) => list.flatMap((c) => (c.id === id ? (to(c) ?? []) : [c]));

function reduce(s: State, a: Action): State {
  switch (a.t) {
    case 'patch':
      return { ...s, ...a.s };
    case 'page':
      return { ...s, list: mergePage(s.list, a.items, a.dir), loading: null, [a.dir]: hasMore(a.items.length, COMMENTS_PAGE_SIZE) };
    case 'thread': {
      const th = { ...emptyThread, ...s.threads[a.id], ...a.th };
      if (a.items) th.items = mergePage(th.items, a.items, 'older');
      return { ...s, threads: { ...s.threads, [a.id]: th } };
    }
    case 'put': {
      const threads = Object.fromEntries(Object.entries(s.threads).map(([k, th]) => [k, { ...th, items: mapIn(th.items, a.id, a.to) }]));
      return { ...s, list: mapIn(s.list, a.id, a.to), threads };
    }
    case 'add': {
      if (a.c.reply_to === null) return { ...s, list: [a.c, ...s.list] };
      const th = { ...emptyThread, ...s.threads[a.c.reply_to] };
      return { ...s, threads: { ...s.threads, [a.c.reply_to]: { ...th, open: true, items: [a.c, ...th.items] } } };
    }
    case 'count': {
      const list =
        a.parent === null ? s.list : s.list.map((c) => (c.id === a.parent ? { ...c, replies: Math.max(0, c.replies + a.by) } : c));
      return { ...s, list, count: Math.max(0, s.count + a.by) };
    }
  }
}

export type Init = {
  articleId: number;
  list: CommentDto[];
  thread: CommentDto[] | null;
  focusId: number | null;
  /** The page opened below the newest comments (a deep link or an older page). */
  newer: boolean;
  count: number;
};

export function initialState(p: Init): State {
  const threads: Record<number, Thread> = {};
  if (p.thread && p.focusId !== null)
    threads[p.focusId] = { ...emptyThread, items: p.thread, open: true, more: hasMore(p.thread.length, COMMENTS_PAGE_SIZE) };
  return {
    list: p.list,
    threads,
    older: hasMore(p.list.length, COMMENTS_PAGE_SIZE),
    newer: p.newer,
    loading: null,
    error: null,
    count: p.count,
  };
}

const real = (items: Shown[]) => items.filter((c) => c.id > 0).map((c) => c.id);

export function useComments(p: Init) {
  const [state, dispatch] = useReducer(reduce, p, initialState);
  const base = `/aux/articles/${p.articleId}/comments`;
  const seq = useRef(0);
  // Edits made while a post is still out: sent once the server has given it an id.
  const queuedEdits = useRef(new Map<number, string>());

  async function page(dir: 'older' | 'newer') {
    const ids = real(state.list);
    const q =
      dir === 'older' ? `before_id=${ids.length ? Math.min(...ids) : 0}` : `after_id=${Math.max(0, ...ids)}&count=${COMMENTS_PAGE_SIZE}`;
    dispatch({ t: 'patch', s: { loading: dir, error: null } });
    const res = await callApi<CommentDto[]>(`${base}?${q}`);
    if (res.ok) dispatch({ t: 'page', dir, items: res.data });
    else dispatch({ t: 'patch', s: { loading: null, error: res.message } });
  }

  async function replies(id: number, more = false) {
    const th = state.threads[id];
    if (th && !more && th.items.length) return dispatch({ t: 'thread', id, th: { open: !th.open } });
    const ids = real(th?.items ?? []);
    dispatch({ t: 'thread', id, th: { open: true, loading: true, error: null } });
    const res = await callApi<CommentDto[]>(`${base}?reply_to=${id}&before_id=${more && ids.length ? Math.min(...ids) : 0}`);
    if (res.ok) dispatch({ t: 'thread', id, th: { loading: false, more: hasMore(res.data.length, COMMENTS_PAGE_SIZE) }, items: res.data });
    else dispatch({ t: 'thread', id, th: { loading: false, error: res.message } });
  }

  async function send(body: string, replyTo: number | null, reuse?: number) {
    const temp = reuse ?? -++seq.current;
    const local: Shown = {
      id: temp,
      ref_id: p.articleId,
      body,
      handle: '(Sending)',
      timestamp: Math.floor(Date.now() / 1000),
      user_id: null,
      reply_to: replyTo,
      replies: 0,
      can_edit: true,
      can_delete: true,
      deleted: false,
      hidden: false,
      pending: true,
    };
    if (reuse === undefined) dispatch({ t: 'add', c: local });
    else dispatch({ t: 'put', id: temp, to: () => local });
    const res = await callApi<CommentDto>(base, { body, reply_to: replyTo });
    if (!res.ok) {
      const error = failureText('send', res.message);
      return dispatch({ t: 'put', id: temp, to: (c) => ({ ...c, pending: false, failed: true, handle: F.send, error }) });
    }
    dispatch({ t: 'put', id: temp, to: () => res.data });
    dispatch({ t: 'count', by: 1, parent: replyTo });
    const edited = queuedEdits.current.get(temp);
    queuedEdits.current.delete(temp);
    if (edited !== undefined && edited !== res.data.body) await edit(res.data, edited);
  }

  async function edit(c: Shown, body: string) {
    if (c.pending) {
      queuedEdits.current.set(c.id, body);
      return dispatch({ t: 'put', id: c.id, to: (x) => ({ ...x, body }) });
    }
    if (c.failed) return dispatch({ t: 'put', id: c.id, to: (x) => ({ ...x, body }) });
    dispatch({ t: 'put', id: c.id, to: (x) => ({ ...x, body, error: null }) });
    const res = await callApi<CommentDto>(`${base}/${c.id}`, { body }, 'PATCH');
    if (res.ok) return dispatch({ t: 'put', id: c.id, to: (x) => ({ ...x, ...res.data }) });
    dispatch({ t: 'put', id: c.id, to: (x) => ({ ...x, body: c.body, error: failureText('update', res.message) }) });
  }

  async function remove(c: Shown) {
    if (c.id < 0) return dispatch({ t: 'put', id: c.id, to: () => null });
    dispatch({
      t: 'put',
      id: c.id,
      to: (x) => ({ ...x, deleted: true, body: '', handle: M.removedHandle, can_edit: false, can_delete: false, error: null }),
    });
    const res = await callApi(`${base}/${c.id}`, undefined, 'DELETE');
    if (!res.ok) return dispatch({ t: 'put', id: c.id, to: () => ({ ...c, error: failureText('remove', res.message) }) });
    dispatch({ t: 'count', by: -1, parent: c.reply_to });
    // Gone for good when nothing hangs off it; a thread keeps its removed head.
    if (c.replies === 0) dispatch({ t: 'put', id: c.id, to: () => null });
  }

  async function report(c: Shown, reason: string) {
    const res = await callApi(`${base}/${c.id}/report`, reason ? { reason } : {});
    if (!res.ok) return toast('error', res.message);
    dispatch({ t: 'put', id: c.id, to: (x) => ({ ...x, reported: true }) });
    toast('success', M.reported);
  }

  const retry = (c: Shown) => send(c.body, c.reply_to, c.id);
  return { state, page, replies, send, edit, remove, report, retry };
}
