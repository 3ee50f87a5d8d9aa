/**
 * @module The feed of one tag: a header naming it (type, logo for publications), the cards, prev/next
 * links, and on wide screens a side column: what the tag is and the tags its stories share most.
 */
import type { ArticleDto, TagDto } from '../../../worker/contracts/articles';
import { toCard } from '../../../worker/contracts/cards';
import type { FollowReturn } from '../../../worker/contracts/follows';
import { listCountLabel, tagLabel } from '../../../worker/contracts/labels';
import { ArticleCard } from '../../browser/components/ArticleCard';
import { ChipLink } from '../../browser/components/ui/Badge';
import { ButtonLink } from '../../browser/components/ui/Button';
import { Container } from '../../browser/components/ui/Container';
import { Island } from '../islands';

/** The tags this page's stories carry most often besides this one (publishers and flags aside), most shared first. */
export function relatedTags(tag: TagDto, articles: ArticleDto[], max = 8): TagDto[] {
  const counts = new Map<number, { tag: TagDto; n: number }>();
  for (const a of articles)
    for (const t of a.tags)
      if (t.id !== tag.id && t.type !== 'publication' && t.type !== 'flag') counts.set(t.id, { tag: t, n: (counts.get(t.id)?.n ?? 0) + 1 });
  return [...counts.values()]
    .sort((x, y) => y.n - x.n || x.tag.name.localeCompare(y.tag.name))
    .slice(0, max)
    .map((c) => c.tag);
}

function Aside({ tag, typeLabel, total, related }: { tag: TagDto; typeLabel: string; total: number; related: TagDto[] }) {
  return (
    <aside aria-label={`About ${tagLabel(tag)}`} className="flex flex-col gap-6 md:sticky md:top-24">
      <div className="panel-muted">
        <p className="text-meta font-bold tracking-widest text-accent-ink uppercase">{typeLabel}</p>
        <p className="mt-1 font-headline text-lg font-bold text-ink">{tagLabel(tag)}</p>
        <p className="mt-2 text-sm text-ink-2">{`${listCountLabel(total, 'story', 'stories')} on Edgewire, newest first.`}</p>
        <p className="mt-3 text-sm">
          <a href="/account/interests" className="link">
            Manage what you follow
          </a>
        </p>
      </div>
      {related.length ? (
        <div>
          <h2 className="zone-title">Related</h2>
          <ul className="flex flex-wrap gap-2">
            {related.map((t) => (
              <li key={t.id}>
                <ChipLink href={`/trending/${encodeURIComponent(t.tag)}`}>{tagLabel(t)}</ChipLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}

/** The reader's follow of this tag; null for a guest, who is asked to log in. */
export type TagFollowState = { followed: boolean; back: FollowReturn } | null;

function FollowControl({ tag, follow }: { tag: TagDto; follow: TagFollowState }) {
  if (!follow)
    return (
      <ButtonLink variant="primary" size="sm" href="/login">
        Login to follow
      </ButtonLink>
    );
  return <Island name="TagFollow" props={{ id: tag.id, followed: follow.followed, back: follow.back }} />;
}

export type TagFeedPaging = { page: number; pages: number; total: number; base: string };

const pageHref = (base: string, page: number) => (page === 1 ? base : `${base}?page=${page}`);

function Pagination({ paging }: { paging: TagFeedPaging }) {
  if (paging.pages <= 1) return null;
  const link = 'btn btn-secondary btn-md';
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
      {paging.page > 1 ? (
        <a href={pageHref(paging.base, paging.page - 1)} rel="prev" className={link}>
          ← Newer stories
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-3">{`Page ${paging.page} of ${paging.pages}`}</p>
      {paging.page < paging.pages ? (
        <a href={pageHref(paging.base, paging.page + 1)} rel="next" className={link}>
          Older stories →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function TagFeedPage({
  tag,
  typeLabel,
  articles,
  paging,
  follow,
  nowSeconds,
}: {
  tag: TagDto;
  typeLabel: string;
  articles: ArticleDto[];
  paging: TagFeedPaging;
  follow: TagFollowState;
  nowSeconds: number;
}) {
  const image = tag.image_url && (tag.type === 'publication' || tag.type === 'curator' || tag.type === 'author') ? tag.image_url : null;
  return (
    <Container width="feed" main className="py-6 sm:py-8">
      <header data-tag-header={tag.type} className="mb-6 flex items-center gap-4 border-b border-line pb-6">
        {image ? (
          <img
            src={image}
            alt=""
            width={56}
            height={56}
            className={`size-14 shrink-0 bg-sunken ${tag.type === 'publication' ? 'rounded-card' : 'rounded-full'}`}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-meta font-bold tracking-widest text-accent-ink uppercase">{typeLabel}</p>
          <h1 className="font-headline text-3xl font-black tracking-tight break-words text-ink">{tagLabel(tag)}</h1>
          <p className="mt-1 text-sm text-ink-3">{listCountLabel(paging.total, 'story', 'stories')}</p>
        </div>
        <div className="shrink-0 self-center">
          <FollowControl tag={tag} follow={follow} />
        </div>
      </header>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-10">
        <div className="min-w-0">
          <h2 className="zone-title">{paging.page > 1 ? `Latest stories · page ${paging.page}` : 'Latest stories'}</h2>
          {articles.length ? (
            <div data-tag-feed className="flex flex-col gap-6">
              {articles.map((a) => (
                <ArticleCard key={a.id} card={toCard(a, nowSeconds)} style="landscape" showImage />
              ))}
            </div>
          ) : (
            <p className="empty-state">No stories for this tag yet.</p>
          )}
          <Pagination paging={paging} />
        </div>
        <Aside tag={tag} typeLabel={typeLabel} total={paging.total} related={relatedTags(tag, articles)} />
      </div>
    </Container>
  );
}
