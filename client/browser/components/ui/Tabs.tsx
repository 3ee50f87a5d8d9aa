/** @module Tabs as links (a section's sub-pages): the current one is marked for screen readers too. */
export type TabItem = { href: string; label: string };

export function TabLinks({ items, current, label }: { items: TabItem[]; current: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="tabs">
        {items.map((t) => (
          <li key={t.href}>
            <a href={t.href} className="tab" aria-current={t.href === current ? 'page' : undefined}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
