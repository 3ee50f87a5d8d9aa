/** @module Badges (a short status beside text) and chips (a tag to open or follow). */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';

export type BadgeTone = 'plus' | 'accent' | 'neutral' | 'danger';

const TONE: Record<BadgeTone, string> = { plus: 'badge-plus', accent: 'badge-accent', neutral: 'badge-neutral', danger: 'badge-danger' };

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge ${TONE[tone]}`}>{children}</span>;
}

/** A chip that opens a page (a tag, a section). `current`: the page the reader is on. */
export function ChipLink({ current, className, ...rest }: { current?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={`chip ${className ?? ''}`} aria-current={current ? 'page' : undefined} {...rest} />;
}

/** A toggling chip (follow / unfollow): its pressed state is announced. */
export function ChipToggle({ pressed, className, ...rest }: { pressed: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={`chip ${className ?? ''}`} aria-pressed={pressed} {...rest} />;
}
