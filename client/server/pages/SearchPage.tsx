/** @module The /search page: heading, then the search island (input and live results). */
import type { SearchPanelProps } from '../../browser/components/SearchPanel';
import { Island } from '../islands';

export function SearchPage(props: SearchPanelProps) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="mb-6 text-3xl font-black tracking-tight text-ink">Search</h1>
      <Island name="SearchPanel" props={props} />
    </main>
  );
}
