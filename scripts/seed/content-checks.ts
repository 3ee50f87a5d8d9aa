/** @module What the seed must have written, checked by seed.test.ts on the state it seeded: the product's minimums for each kind of content. */
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidBlurhash } from '../../worker/contracts/blurhash';
import { LAYOUT_IDS } from '../../worker/db/schema/editorial';
import { verifyPassword } from '../../worker/features/auth/password';
import { DEMO_ACCOUNTS } from './accounts';
import { STATES } from './data/places';
import { WEEKDAYS } from './data/taxonomy';
import type { Rows, Snapshot } from './test-state';

/** The rows the checks read; pass them to snapshot(). */
export const QUERIES = {
  articles:
    'SELECT id, status, date, scheduled_date, image_url, blur_hash, content_type, paywall, comments_count, content_text, url FROM articles ORDER BY id',
  tags: 'SELECT id, name, type, tag, scope, image_url, state_code FROM tags ORDER BY id',
  firstTags: 'SELECT t.type, t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.position = 0',
  curators: 'SELECT c.id, c.username, c.avatar_url, t.type AS tag_type FROM curators c LEFT JOIN tags t ON t.id = c.tag_id',
  zones:
    'SELECT z.id, z.web_layout, z.hide_title, z.pay_wall, (SELECT count(*) FROM zone_articles za WHERE za.zone_id = z.id) AS n, (SELECT count(*) FROM zone_tags zt WHERE zt.zone_id = z.id) AS tags FROM zones z JOIN views v ON v.id = z.view_id WHERE v.is_active = 1',
  views: 'SELECT id, is_active FROM views',
  /** The active front page's cards in order, and each one's picture (its blurhash: same picture, same hash). */
  frontCards:
    'SELECT a.id, a.blur_hash FROM zone_articles za JOIN zones z ON z.id = za.zone_id JOIN views v ON v.id = z.view_id JOIN articles a ON a.id = za.article_id WHERE v.is_active = 1 ORDER BY z."order", za.position',
  comments: 'SELECT id, article_id, reply_to, body, replies_count, edit_count, deleted_at FROM comments ORDER BY id',
  edits: 'SELECT comment_id, count(*) AS n FROM comment_edits GROUP BY comment_id',
  blocks: 'SELECT id, draft, document FROM ui_blocks',
  promotionals: 'SELECT code, settings FROM promotionals',
  popups: 'SELECT type, config FROM popups',
  users:
    'SELECT u.id, u.email, u.role, u.subscription_end, u.onboarded_at, p.algorithm, p.params, p.salt, p.hash, (SELECT count(*) FROM tag_follows f WHERE f.user_id = u.id) AS follows FROM users u LEFT JOIN password_credentials p ON p.user_id = u.id',
  subscriptions: 'SELECT user_id, provider, plan, status, provider_subscription_id FROM subscriptions',
  fts: 'SELECT count(*) AS n, sum(length(body) > 0) AS bodies FROM articles_fts',
};

/**
 * Registers the content checks inside the caller's describe. They run on the caller's seeded state
 * rather than seeding their own: seeding is most of the suite's time, and two seeds at once on two
 * cores push each past its timeout.
 */
export function describeSeededContent(seeded: () => Snapshot): void {
  describe('what it writes', () => {
    let after: Snapshot;
    const rows = (name: keyof typeof QUERIES) => after.q.get(name) as Rows;

    beforeAll(() => {
      after = seeded();
    });

    it('publishes 300+ articles over 55+ days and schedules drafts', () => {
      const published = rows('articles').filter((a) => a.status === 'published');
      expect(published.length).toBeGreaterThanOrEqual(300);
      const dates = published.map((a) => a.date as number);
      expect((Math.max(...dates) - Math.min(...dates)) / 86_400).toBeGreaterThanOrEqual(55);
      const drafts = rows('articles').filter((a) => a.status === 'drafted');
      expect(drafts.length).toBeGreaterThanOrEqual(8);
      for (const d of drafts) expect(d.scheduled_date as number).toBeGreaterThan(Math.max(...dates));
      const mix = new Set(published.map((a) => `${a.content_type}/${a.paywall}`));
      for (const kind of ['other/free', 'mxm_exclusive/paid', 'mxm_exclusive/authorized', 'mxm_exclusive/free'])
        expect(mix).toContain(kind);
      expect(published.some((a) => a.content_type === 'mxm_ai')).toBe(true);
      for (const a of rows('articles')) {
        expect(String(a.url)).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
        expect(String(a.content_text).length).toBeGreaterThan(200);
      }
      expect(rows('fts')[0]).toEqual({ n: rows('articles').length, bodies: rows('articles').length });
    });

    it('gives every article a real image in R2 and a valid blurhash', () => {
      for (const a of rows('articles')) {
        expect(isValidBlurhash(String(a.blur_hash)), `article ${a.id}`).toBe(true);
        expect(a.image_url).toBe(`/media/seed/articles/${a.id}.png`);
        expect(after.objects.get(`seed/articles/${a.id}.png`) ?? 0).toBeGreaterThan(1000);
      }
    });

    it('shows no picture twice on neighbouring front-page cards', () => {
      const cards = rows('frontCards');
      expect(cards.length).toBeGreaterThan(100);
      for (let i = 1; i < cards.length; i++) {
        for (let j = Math.max(0, i - 3); j < i; j++) expect(cards[i]?.blur_hash, `cards ${j} and ${i}`).not.toBe(cards[j]?.blur_hash);
      }
    });

    it('has the tag catalogue: publications, categories, topics, states, cities, people, flags', () => {
      const tags = rows('tags');
      const ofType = (type: string) => tags.filter((t) => t.type === type);
      for (const t of tags) expect(t.scope).toBe(`${t.type}:${t.tag}`);
      expect(new Set(tags.map((t) => `${t.type}:${t.tag}`)).size).toBe(tags.length);
      const publications = ofType('publication');
      expect(publications).toHaveLength(25);
      for (const p of publications) {
        expect(p.image_url).toBe(`/media/seed/logos/${p.tag}.svg`);
        expect(after.objects.has(`seed/logos/${p.tag}.svg`)).toBe(true);
      }
      expect(ofType('category').length + ofType('topic').length).toBeGreaterThanOrEqual(40);
      const locations = ofType('location');
      const stateNames = new Set(STATES.map(([name, code]) => `${name}-${code}`));
      const states = locations.filter((t) => stateNames.has(String(t.name)));
      expect(new Set(states.map((t) => t.state_code)).size).toBe(50);
      const cities = locations.filter((t) => !stateNames.has(String(t.name)));
      expect(cities.length).toBeGreaterThanOrEqual(200);
      for (const t of locations) {
        expect(t.name).toMatch(/-[A-Z]{2}$/);
        expect(String(t.name).slice(-2)).toBe(t.state_code);
      }
      expect(ofType('author').length).toBeGreaterThanOrEqual(20);
      const flags = new Set(ofType('flag').map((t) => t.name));
      for (const day of WEEKDAYS) expect(flags).toContain(day);
      expect(rows('firstTags').some((t) => t.type === 'flag' && WEEKDAYS.includes(t.name as (typeof WEEKDAYS)[number]))).toBe(true);
      expect(rows('curators').length).toBeGreaterThanOrEqual(20);
      for (const c of rows('curators')) {
        expect(c.tag_type).toBe('curator');
        expect(after.objects.has(String(c.avatar_url).replace('/media/', ''))).toBe(true);
      }
    });

    it('has one active view whose zones use every layout id', () => {
      expect(rows('views').filter((v) => v.is_active === 1)).toHaveLength(1);
      expect(rows('views').length).toBeGreaterThanOrEqual(2);
      const zones = rows('zones');
      expect(zones.length).toBeGreaterThanOrEqual(16);
      expect(new Set(zones.map((z) => z.web_layout))).toEqual(new Set(LAYOUT_IDS));
      for (const z of zones) {
        expect(z.n as number).toBeGreaterThanOrEqual(9);
        expect(z.n as number).toBeLessThanOrEqual(12);
      }
      expect(zones.some((z) => z.pay_wall === 1)).toBe(true);
      expect(zones.some((z) => z.hide_title === 1)).toBe(true);
      expect(zones.some((z) => (z.tags as number) > 0)).toBe(true);
    });

    it('keeps comment threads and counters consistent', () => {
      const comments = rows('comments');
      expect(comments.length).toBeGreaterThanOrEqual(300);
      const byId = new Map(comments.map((c) => [c.id, c]));
      const replies = comments.filter((c) => c.reply_to !== null);
      expect(replies.length).toBeGreaterThan(50);
      for (const r of replies) {
        const parent = byId.get(r.reply_to);
        expect(parent?.reply_to).toBeNull();
        expect(parent?.article_id).toBe(r.article_id);
      }
      const visible = comments.filter((c) => c.deleted_at === null);
      for (const c of comments) expect(c.replies_count).toBe(visible.filter((r) => r.reply_to === c.id).length);
      for (const a of rows('articles')) expect(a.comments_count).toBe(visible.filter((c) => c.article_id === a.id).length);
      const deleted = comments.filter((c) => c.deleted_at !== null);
      expect(deleted.length).toBeGreaterThan(0);
      for (const c of deleted) expect(c.body).toBe('');
      const edits = new Map(rows('edits').map((e) => [e.comment_id, e.n]));
      expect(edits.size).toBeGreaterThan(0);
      for (const c of comments) expect(c.edit_count).toBe(edits.get(c.id) ?? 0);
    });

    it('has the UI blocks, the default promotional and popups', () => {
      const blocks = new Map(rows('blocks').map((b) => [b.id, b]));
      for (const id of ['sys-privacy-page', 'sys-tos-page', 'pricing-table', 'trending-subscribe-banner', 'trending-signup-banner']) {
        const block = blocks.get(id);
        expect(block, id).toBeDefined();
        expect(Array.isArray(JSON.parse(String(block?.draft)).children)).toBe(true);
        expect(JSON.parse(String(block?.document)).children.length).toBeGreaterThan(0);
      }
      expect(blocks.get('sys-privacy-page')?.draft).not.toBe(blocks.get('sys-privacy-page')?.document);
      expect(String(blocks.get('pricing-table')?.document)).toMatch(/9\.96[\s\S]*89\.64/);
      const settings = JSON.parse(String(rows('promotionals').find((p) => p.code === 'default')?.settings));
      expect(settings).toEqual({
        pricing_table: 'pricing-table',
        trending_subscribe_banner: 'trending-subscribe-banner',
        trending_signup_banner: 'trending-signup-banner',
        stripe_coupon: 'PLUS20',
      });
      expect(rows('popups').length).toBeGreaterThanOrEqual(2);
      for (const p of rows('popups')) expect(JSON.parse(String(p.config)).trigger).toBeDefined();
    });

    it('creates the demo accounts with working passwords', async () => {
      const now = Date.now() / 1000;
      const byEmail = new Map(rows('users').map((u) => [u.email, u]));
      const [reader, plus, admin] = DEMO_ACCOUNTS.map((a) => byEmail.get(a.email) as Record<string, unknown>);
      expect(reader?.role).toBe('reader');
      expect(reader?.subscription_end).toBeNull();
      expect(plus?.role).toBe('reader');
      expect(plus?.subscription_end as number).toBeGreaterThan(now);
      expect(admin?.role).toBe('admin');
      for (const [i, account] of DEMO_ACCOUNTS.entries()) {
        const user = [reader, plus, admin][i] as Record<string, unknown>;
        expect(user.onboarded_at).not.toBeNull();
        expect(user.follows as number).toBeGreaterThan(0);
        const stored = {
          algorithm: String(user.algorithm),
          params: JSON.parse(String(user.params)),
          salt: String(user.salt),
          hash: String(user.hash),
        };
        expect(await verifyPassword(account.password, stored)).toBe(true);
      }
      expect(rows('subscriptions')).toEqual([
        { user_id: plus?.id, provider: 'stripe', plan: 'annual', status: 'active', provider_subscription_id: 'sub_demo_plus' },
      ]);
      expect(rows('users').length).toBeGreaterThanOrEqual(43);
    });
  });
}
