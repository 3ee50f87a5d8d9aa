/**
 * @module After the story, before the comments: "More in {category}" beside "Latest" (one column
 * on a phone), so an article leads somewhere (features/articles/read-next.ts reads them in the
 * article's batch). Mini cards: a thumbnail, the headline, the publisher and the access badge, no
 * action bar; the same markup for every reader. A story without a category gets "Latest" alone,
 * in two columns.
 */
import { inZone, toCard } from '../../../worker/contracts/cards';
import { tagLabel } from '../../../worker/contracts/labels';
import type { ReadNext as ReadNextLists } from '../../../worker/features/articles/read-next';
import { ArticleCard } from '../../browser/components/ArticleCard';

type Props = { next: ReadNextLists; nowSeconds: number };

export function ReadNext({ next, nowSeconds }: Props) {
  const { category, more, latest } = next;
  if (!more.length && !latest.length) return null;
  const categoryName = category ? tagLabel(category) : null;
  const alone = !more.length;
  return (
    <div className={`read-next ${alone ? '' : 'read-next-pair'}`} data-read-next="">
      {category && more.length ? (
        <section aria-labelledby="read-next-more" data-next="more">
          <h2 id="read-next-more" className="read-next-title">
            <a href={`/trending/${encodeURIComponent(category.tag)}`} className="hover:underline">
              {`More in ${categoryName}`}
            </a>
          </h2>
          <ul className="read-next-list">
            {more.map((a) => (
              <li key={a.id}>
                {/* The category would only repeat the heading. */}
                <ArticleCard card={inZone(toCard(a, nowSeconds), categoryName)} style="mini" showImage />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {latest.length ? (
        <section aria-labelledby="read-next-latest" data-next="latest">
          <h2 id="read-next-latest" className="read-next-title">
            Latest
          </h2>
          <ul className={alone ? 'read-next-list read-next-grid' : 'read-next-list'}>
            {latest.map((a) => (
              <li key={a.id}>
                <ArticleCard card={toCard(a, nowSeconds)} style="mini" showImage />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
