/**
 * @module /design (development builds only): every token and component of the design system,
 * light and dark side by side, so a designer reviews them in one place (docs/design.md).
 * Static: components are drawn in their states rather than wired to data.
 */
import type { ReactNode } from 'react';
import { toCard } from '../../../worker/contracts/cards';
import type { CardStyle } from '../../../worker/contracts/layouts';
import { ArticleCard } from '../../browser/components/ArticleCard';
import { Badge, ChipLink, ChipToggle } from '../../browser/components/ui/Badge';
import { Button, ButtonLink, IconButton } from '../../browser/components/ui/Button';
import { Container } from '../../browser/components/ui/Container';
import { Field } from '../../browser/components/ui/Field';
import { TabLinks } from '../../browser/components/ui/Tabs';
import { NOW, sampleArticle, sampleTag } from './DesignEdgeCases';

const COLOURS = [
  ['canvas', 'bg-canvas'],
  ['raised', 'bg-raised'],
  ['sunken', 'bg-sunken'],
  ['ink', 'bg-ink'],
  ['ink-2', 'bg-ink-2'],
  ['ink-3', 'bg-ink-3'],
  ['line', 'bg-line'],
  ['line-strong', 'bg-line-strong'],
  ['outline', 'bg-outline'],
  ['accent', 'bg-accent'],
  ['accent-ink', 'bg-accent-ink'],
  ['accent-soft', 'bg-accent-soft'],
  ['plus-soft', 'bg-plus-soft'],
  ['success-soft', 'bg-success-soft'],
  ['danger-soft', 'bg-danger-soft'],
] as const;

const TYPE = [
  ['display (headline face)', 'font-headline text-display font-black'],
  ['2xl headline', 'font-headline text-2xl font-bold'],
  ['xl headline', 'font-headline text-xl font-bold'],
  ['base body', 'text-base'],
  ['sm UI', 'text-sm font-semibold'],
  ['meta', 'text-meta text-ink-3'],
] as const;

const SAMPLE = sampleArticle({
  id: 1,
  title: 'City council approves a four-year plan to rebuild the riverfront, with new parks and a ferry',
  date: NOW - 3 * 3600,
  content_type: 'mxm_exclusive',
  paywall: 'paid',
  upvotes: 128,
  downvotes: 4,
  comments: 1,
  tags: [sampleTag(1, 'publication', 'Harbor Daily'), sampleTag(2, 'category', 'Politics')],
});
const STYLES: CardStyle[] = ['jumbo', 'landscape', 'portrait', 'mini', 'action'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="zone-title mb-0">{title}</h2>
      {children}
    </section>
  );
}

const Row = ({ children }: { children: ReactNode }) => <div className="flex flex-wrap items-center gap-3">{children}</div>;

/** One full set of components; drawn twice, in a light and a dark scheme. */
function Gallery({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <div className={`${scheme} flex flex-col gap-8 rounded-panel border border-line bg-canvas p-5 text-ink`} data-scheme={scheme}>
      <p className="text-sm font-black tracking-widest text-ink-3 uppercase">{scheme}</p>
      <Section title="Colour roles">
        <ul className="grid grid-cols-3 gap-2 text-meta sm:grid-cols-5">
          {COLOURS.map(([name, bg]) => (
            <li key={name} className="flex flex-col gap-1">
              <span className={`h-10 rounded-control border border-line ${bg}`} />
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Type">
        {TYPE.map(([name, cls]) => (
          <p key={name} className={cls}>
            {name}
          </p>
        ))}
      </Section>
      <Section title="Buttons">
        <Row>
          <Button variant="primary">Primary</Button>
          <Button>Secondary</Button>
          <Button variant="quiet">Quiet</Button>
          <Button variant="danger">Danger</Button>
          <Button disabled>Disabled</Button>
          <ButtonLink href="#buttons" size="sm" variant="primary">
            Link, small
          </ButtonLink>
          <IconButton label="Bookmark" aria-pressed="true">
            ★
          </IconButton>
        </Row>
      </Section>
      <Section title="Chips and badges">
        <Row>
          <ChipLink href="#chips">Politics</ChipLink>
          <ChipLink href="#chips" current>
            Current
          </ChipLink>
          <ChipToggle pressed>Following</ChipToggle>
          <ChipToggle pressed={false}>Follow</ChipToggle>
          <Badge tone="plus">Plus</Badge>
          <Badge tone="accent">New</Badge>
          <Badge>Draft</Badge>
          <Badge tone="danger">Removed</Badge>
        </Row>
      </Section>
      <Section title="Tabs and menu">
        <TabLinks
          label={`Example tabs (${scheme})`}
          current="#one"
          items={[
            { href: '#one', label: 'Profile' },
            { href: '#two', label: 'Notifications' },
            { href: '#three', label: 'Theme' },
          ]}
        />
        <div className="menu w-56">
          <a href="#menu" className="menu-item" aria-current="page">
            Trending
          </a>
          <a href="#menu" className="menu-item">
            For You
          </a>
        </div>
      </Section>
      <Section title="Toasts">
        <p className="toast toast-success">Article bookmarked</p>
        <p className="toast toast-error">Failed to bookmark article</p>
        <p className="toast toast-info">You must be logged in to view this page.</p>
      </Section>
      <Section title="Fields and panels">
        <Field id={`d-${scheme}-email`} label="E-mail" type="email" />
        <Field id={`d-${scheme}-bad`} label="Username" error="Username is taken" />
        <div className="panel">A panel: settings groups, the modal's body.</div>
        <p className="empty-state">No comments. Be the first to share something.</p>
      </Section>
      <Section title="Cards">
        {STYLES.map((style) => (
          <ArticleCard key={style} card={toCard(SAMPLE, NOW)} style={style} showImage={style !== 'action'} />
        ))}
      </Section>
    </div>
  );
}

export function DesignPage() {
  return (
    <Container width="wide" main className="py-8">
      <h1 className="font-headline text-display font-black">Design system</h1>
      <p className="mt-2 text-ink-2">Tokens in client/styles/tokens.css, components in client/browser/components/ui/ (docs/design.md).</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Gallery scheme="light" />
        <Gallery scheme="dark" />
      </div>
    </Container>
  );
}
