/** @module A titled group on an account page: a section named by its own heading. */
import type { ReactNode } from 'react';

/** The Save of a settings form whose island saves each change itself: shown only until it hydrates. */
export const SAVE_BUTTON = 'self-start btn btn-primary btn-md';

type Props = { id: string; title: string; heading?: 'h2' | 'h3'; gap?: 'gap-3' | 'gap-4' | 'gap-5'; children: ReactNode };

export function SettingsGroup({ id, title, heading: H = 'h3', gap = 'gap-3', children }: Props) {
  return (
    <section aria-labelledby={id} className={`flex flex-col ${gap}`}>
      <H id={id} className="text-lg font-bold text-ink">
        {title}
      </H>
      {children}
    </section>
  );
}
