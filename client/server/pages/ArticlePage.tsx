/**
 * @module Article view. `article.content` is the already-sanitized body, or null when the reader
 * may not see it; then only the server-clipped excerpt with a fade and the access prompt are
 * rendered. The body is never an island: it never travels as hydration data. The action bar is
 * the shared one (components/ActionBar.tsx), with the reader's own vote and bookmark. After the
 * story, the publisher's original, when there is one to link (features/articles/original.ts), then
 * what to read next (ReadNext) before the comments.
 */
import { BADGE_LABELS } from '../../../worker/contracts/access';
import type { ArticleDto, TagDto } from '../../../worker/contracts/articles';
import { type CardViewModel, toCard } from '../../../worker/contracts/cards';
import { proxiedImage } from '../../../worker/contracts/images';
import { byline, groupTags, tagLabel } from '../../../worker/contracts/labels';
import { blurhashAverageColor } from '../../../worker/contracts/placeholder';
import { asVote } from '../../../worker/contracts/votes';
import type { OriginalStory } from '../../../worker/features/articles/original';
import type { ReadNext as ReadNextLists } from '../../../worker/features/articles/read-next';
import { ActionBar } from '../../browser/components/ActionBar';
import type { CommentsProps } from '../../browser/components/comments/Comments';
import { Badge, ChipLink } from '../../browser/components/ui/Badge';
import { Container } from '../../browser/components/ui/Container';
import { ArticleGate } from '../components/ArticleGate';
import { ReadNext } from '../components/ReadNext';
import { Island } from '../islands';

type Props = {
  article: ArticleDto;
  comments: Omit<CommentsProps, 'articleId' | 'count' | 'now'>;
  gateMessage: string | null;
  overlayMessage: string | null;
  signedIn: boolean;
  nowSeconds: number;
  /** The publisher's original story (features/articles/original.ts), or null when there is none to link. */
  original: OriginalStory | null;
  /** The dek under the headline: the article's excerpt, never more than this reader may read (pages.tsx). */
  dek?: string | null;
  /** What to read next, after the story (features/articles/read-next.ts). */
  next?: ReadNextLists | null;
};

const HERO = { width: 800, height: 450 };
// Built once per isolate: an Intl.DateTimeFormat costs more to construct than to use.
const DAY_MONTH = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const tagHref = (t: TagDto) => `/trending/${encodeURIComponent(t.tag)}`;

/** Publisher, headline, byline and date: what a reader checks before reading. */
function Masthead({ article, card, dek }: { article: ArticleDto; card: CardViewModel; dek: string | null }) {
  const published = new Date(article.date * 1000);
  const by = byline(article.tags);
  const flags = article.tags.filter((t) => t.type === 'flag' && !WEEKDAY.test(t.name));
  return (
    <header>
      {card.publication ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-2">
          {card.logo ? <img src={card.logo} alt="" width={20} height={20} className="size-5 rounded-sm" /> : null}
          {card.publication}
        </p>
      ) : null}
      <h1
        id="article-title"
        className="mt-2 font-headline text-3xl leading-tight font-black tracking-tight wrap-anywhere text-ink sm:text-4xl"
      >
        {article.title}
      </h1>
      {dek ? (
        <p className="mt-3 text-lg leading-snug text-ink-2 sm:text-xl" data-dek="">
          {dek}
        </p>
      ) : null}
      {by ? (
        <p className="mt-3 text-sm text-ink-2" data-byline>
          {'By '}
          {by.parts.map((part, i) =>
            'tag' in part ? (
              <a key={part.tag.id} href={tagHref(part.tag)} className="font-semibold text-ink hover:underline">
                {part.tag.name}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the words between names have no identity of their own
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-3">
        <time dateTime={published.toISOString()} data-time>
          {DAY_MONTH.format(published)}
        </time>
        <span aria-hidden="true">·</span>
        <span data-time>{card.timeLapse}</span>
        {card.access ? (
          <span className={`card-${card.access}`} data-badge={card.access}>
            {BADGE_LABELS[card.access]}
          </span>
        ) : null}
        {flags.map((f) => (
          <Badge key={f.id} tone="accent">
            {f.name}
          </Badge>
        ))}
      </p>
    </header>
  );
}
const WEEKDAY = /^(mon|tues|wednes|thurs|fri|satur|sun)day$/i;

/** The article's tags by kind (topics, places, curators), each group a labelled list of chips. */
function TagGroups({ tags }: { tags: TagDto[] }) {
  const groups = groupTags(tags);
  if (!groups.length) return null;
  return (
    <nav aria-label="Tags" className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
      {groups.map((g) => (
        <div key={g.kind} className="flex flex-wrap items-center gap-2" data-tag-group={g.kind}>
          <h2 id={`tags-${g.kind}`} className="text-meta font-bold tracking-wider text-ink-3 uppercase">
            {g.label}
          </h2>
          <ul aria-labelledby={`tags-${g.kind}`} className="flex flex-wrap gap-2">
            {g.tags.map((t) => (
              <li key={t.id}>
                <ChipLink href={tagHref(t)}>{tagLabel(t)}</ChipLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The publisher's original story: a plain link whose note names the host, so a reader without
 * JavaScript knows where it leads before following it; the Engagement island asks first (the
 * leave-site prompt) once it has hydrated. Same tab: the reader is leaving, and Back returns here.
 */
function OriginalLink({ original, publication }: { original: OriginalStory; publication: string }) {
  return (
    <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-6" data-original="">
      {/* A button's label stays on one line; a long publication name wraps inside it instead. */}
      <a
        href={original.href}
        rel="noopener noreferrer"
        aria-describedby="original-host"
        className="btn btn-secondary btn-md max-w-full"
        data-leave=""
      >
        <span className="whitespace-normal">{publication ? `Read the original story at ${publication}` : 'Read the original story'}</span>
        <span aria-hidden="true">↗</span>
      </a>
      <span id="original-host" className="text-sm wrap-anywhere text-ink-3">{`Opens ${original.host}`}</span>
    </p>
  );
}

export function ArticlePage({ article, comments, gateMessage, overlayMessage, signedIn, nowSeconds, original, dek, next }: Props) {
  const card = toCard(article, nowSeconds);
  return (
    <Container width="reading" main className="py-6 sm:py-10">
      {/* data-article-id: the browser's analytics count a read of this article (lib/analytics.ts). */}
      <article aria-labelledby="article-title" data-article-id={article.id}>
        <Masthead article={article} card={card} dek={dek ?? null} />
        {article.image_url ? (
          <div
            className="mt-5 overflow-hidden rounded-card"
            style={{ backgroundColor: blurhashAverageColor(article.blur_hash) ?? undefined }}
          >
            <img
              src={proxiedImage(article.image_url, HERO.width, HERO.height)}
              alt=""
              width={HERO.width}
              height={HERO.height}
              fetchPriority="high"
              className="aspect-[16/9] w-full object-cover"
            />
          </div>
        ) : null}
        <TagGroups tags={article.tags} />
        <ActionBar
          size="page"
          id={article.id}
          upvotes={article.upvotes}
          downvotes={article.downvotes}
          comments={article.comments}
          commentsHref="#comments"
          voted={asVote(article.voted)}
          bookmarked={article.bookmarked}
          share={{ title: article.title, paid: card.paid }}
        />
        {/* `.paywall` marks the gated part for search engines (NewsArticle hasPart, see seo.ts). */}
        <div className={card.isFree ? 'mt-6' : 'paywall mt-6'}>
          {article.content !== null ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: article bodies are sanitized on the server (features/articles/sanitize.ts) and only sent when access allows
            <div className="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
          ) : (
            <ArticleGate article={article} gateMessage={gateMessage} overlayMessage={overlayMessage} signedIn={signedIn} />
          )}
        </div>
        {original ? <OriginalLink original={original} publication={card.publication} /> : null}
      </article>
      {next ? <ReadNext next={next} nowSeconds={nowSeconds} /> : null}
      <Island name="Comments" props={{ ...comments, articleId: article.id, count: article.comments, now: nowSeconds }} />
    </Container>
  );
}
