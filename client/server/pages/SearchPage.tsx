/** @module The /search page: heading, then the search island (input and live results). */
import type { SearchPanelProps } from '../../browser/components/SearchPanel';
import { containerClass } from '../../browser/components/ui/Container';
import { Island } from '../islands';

export function SearchPage(props: SearchPanelProps) {
  return (
    <main id="main" className={containerClass('feed', 'py-6')}>
      <h1 className="mb-6 text-3xl font-black tracking-tight text-ink">Search</h1>
      <Island name="SearchPanel" props={props} />
    </main>
  );
}
