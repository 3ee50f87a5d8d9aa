/**
 * @module Optimistic follow toggles for tags and curators (spec: follow/unfollow toggles at once).
 * The new state shows immediately; the API call follows; a failure puts it back with a toast.
 */
import { useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../worker/contracts/account';
import { callApi } from './api';
import { toast } from './toast';

export type FollowKind = 'tags' | 'curators';
export type FollowMap = Record<number, boolean>;

export function useFollows(kind: FollowKind, initial: FollowMap) {
  const [followed, setFollowed] = useState<FollowMap>(initial);
  // The latest state for clicks that land before React re-rendered.
  const current = useRef(followed);
  current.current = followed;
  const inFlight = useRef(new Set<number>());

  async function toggle(id: number): Promise<boolean> {
    if (inFlight.current.has(id)) return current.current[id] ?? false;
    const next = !current.current[id];
    current.current = { ...current.current, [id]: next };
    setFollowed(current.current);
    inFlight.current.add(id);
    const res = await callApi(`/api/${kind}/${id}/follow`, next ? {} : undefined, next ? 'POST' : 'DELETE');
    inFlight.current.delete(id);
    if (res.ok) return next;
    current.current = { ...current.current, [id]: !next };
    setFollowed(current.current);
    toast('error', res.status === 401 ? res.message : ACCOUNT_MESSAGES.followFailed);
    return !next;
  }

  return { followed, toggle };
}

export const followMapOf = (items: { id: number; followed: boolean }[]): FollowMap =>
  Object.fromEntries(items.map((t) => [t.id, t.followed]));
