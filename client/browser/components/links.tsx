/** @module Links that server pages and islands share, so a kind of link looks the same everywhere. */

/** An inline text link (underlined, in the accent colour). */
export const TEXT_LINK = 'font-semibold text-accent-ink underline';

/** A list's items that are each one link to a page ([href, label]), styled by the list's owner. */
export function LinkItems({ links, className }: { links: readonly (readonly [string, string])[]; className: string }) {
  return links.map(([href, label]) => (
    <li key={href}>
      <a href={href} className={className}>
        {label}
      </a>
    </li>
  ));
}
