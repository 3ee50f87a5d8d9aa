/**
 * @module Brand marks from simple-icons (CC0; the bundles keep only the icons imported), drawn in
 * the current text colour. The two marks whose brand rules want their own colours are drawn
 * beside their one user: Google's "G" in SocialButton.tsx, the Google Play triangle in
 * StoreBadge.tsx. Marks are decorative: the control they sit in names the brand in text, so every
 * mark is aria-hidden.
 */
import type { SimpleIcon } from 'simple-icons';

export type MarkProps = { className?: string };

/** A simple-icons mark in the current text colour. */
export function BrandIcon({ icon, className }: MarkProps & { icon: Pick<SimpleIcon, 'path' | 'slug'> }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} data-brand-icon={icon.slug}>
      <path d={icon.path} fill="currentColor" />
    </svg>
  );
}
