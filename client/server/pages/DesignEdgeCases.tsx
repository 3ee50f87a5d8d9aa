/**
 * @module /design/edge-cases (development builds only): the cards and the article header drawn with
 * the input that breaks layouts: a 200-character headline, a word longer than any column, no
 * picture, a picture that fails, no publisher logo, no tags at all, a right-to-left headline. The
 * visual baselines (client/e2e/visual.spec.ts) photograph it, so an overflow shows as a diff.
 */
import type { ArticleDto, TagDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import type { CardStyle } from '../../../worker/contracts/layouts';
import { ArticleCard } from '../../browser/components/ArticleCard';
import { Container } from '../../browser/components/ui/Container';

/** The gallery's clock: fixed, so "… ago" reads the same in every run. */
export const NOW = 1_764_000_000;

export const sampleTag = (id: number, type: TagDto['type'], name: string): TagDto => ({
  id,
  type,
  name,
  tag: name.toLowerCase(),
  scope: `${type}:${name.toLowerCase()}`,
  image_url: null,
});

/** An ordinary free article two hours old with a seeded picture; each sample overrides what it is about. */
export const sampleArticle = (over: Partial<ArticleDto>): ArticleDto => ({
  id: 0,
  title: '',
  content: null,
  excerpt: null,
  locked: null,
  url: null,
  image_url: '/media/seed/articles/1.png',
  blur_hash: null,
  date: NOW - 7200,
  content_type: 'other',
  paywall: 'free',
  upvotes: 12,
  downvotes: 1,
  voted: 0,
  bookmarked: false,
  comments: 2,
  tags: [sampleTag(1, 'publication', 'Harbor Daily'), sampleTag(2, 'category', 'Science'), sampleTag(3, 'location', 'Austin-TX')],
  ...over,
});
const base = sampleArticle({});

/** Each case names what it tries to break. */
export const EDGE_CASES: { name: string; article: ArticleDto }[] = [
  {
    name: 'A 200-character headline',
    article: {
      ...base,
      id: 9001,
      title:
        'After a decade of delays, three lawsuits and a ballot measure, the regional transit authority finally opens the downtown tunnel, and riders say the wait, the noise and the detours were all worth it',
    },
  },
  {
    name: 'A word longer than the column',
    article: {
      ...base,
      id: 9002,
      title: 'Pneumonoultramicroscopicsilicovolcanoconiosis-and-Supercalifragilisticexpialidocious-are-long-words',
    },
  },
  { name: 'No picture', article: { ...base, id: 9003, title: 'A story that has no picture at all', image_url: null } },
  {
    name: 'A picture that fails to load',
    article: { ...base, id: 9004, title: 'The picture of this story is missing', image_url: '/media/seed/articles/missing.png' },
  },
  {
    name: 'A publisher without a logo',
    article: { ...base, id: 9005, title: 'A publisher without a logo', tags: [sampleTag(4, 'publication', 'Unlogoed Weekly')] },
  },
  { name: 'No tags at all', article: { ...base, id: 9006, title: 'An article with no tags at all', tags: [] } },
  {
    name: 'A right-to-left headline',
    article: { ...base, id: 9007, title: 'مجلس المدينة يوافق على خطة لإعادة بناء الواجهة النهرية خلال أربع سنوات' },
  },
];

const STYLES: CardStyle[] = ['jumbo', 'landscape', 'portrait', 'mini', 'action'];

export function DesignEdgeCasesPage() {
  return (
    <Container width="wide" main className="py-8">
      <h1 className="font-headline text-display font-black">Edge cases</h1>
      {STYLES.map((style) => (
        <section key={style} className="zone mt-8" data-style={style}>
          <h2 className="zone-title">{style}</h2>
          <div className="zone-grid sm:grid-cols-2 lg:grid-cols-3">
            {EDGE_CASES.map(({ name, article }) => (
              <div key={name} className="min-w-0">
                <p className="mb-1 text-meta text-ink-3">{name}</p>
                <ArticleCard card={toCard(article, NOW)} style={style} showImage={style !== 'action'} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </Container>
  );
}
