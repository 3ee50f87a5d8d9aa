/** @module Users (3 demo accounts + 40 readers), credentials, the Plus subscription, follows, votes, bookmarks. */
import { createHash } from 'node:crypto';
import { hashPassword } from '../../worker/features/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import type { ArticleInfo } from './articles';
import type { Catalog } from './catalog';
import { DEMO_PROFILES } from './data/demo-profiles';
import { READER_HANDLES } from './data/people';
import { Rng } from './prng';
import { DAY, type Row } from './types';

export const DEMO_USER_COUNT = DEMO_PROFILES.length;
export const READER_COUNT = READER_HANDLES.length;
export const PLUS_USER_ID = 2;

export interface UserTables {
  users: Row[];
  password_credentials: Row[];
  subscriptions: Row[];
  tag_follows: Row[];
  curator_follows: Row[];
  votes: Row[];
  bookmarks: Row[];
}

/** The salt comes from the e-mail so every run hashes to the same bytes (idempotent writes). */
const saltFor = (email: string) => createHash('sha256').update(`edgewire-seed:${email}`).digest().subarray(0, 16);

export async function buildUsers(catalog: Catalog, infos: ArticleInfo[], anchor: number): Promise<UserTables> {
  const rng = new Rng('users');
  const out: UserTables = {
    users: [],
    password_credentials: [],
    subscriptions: [],
    tag_follows: [],
    curator_follows: [],
    votes: [],
    bookmarks: [],
  };
  const tagId = (slug: string) => {
    const row = catalog.tags.find((t) => t.tag === slug);
    if (!row) throw new Error(`demo profile follows unknown tag ${slug}`);
    return row.id as number;
  };
  const curatorId = (username: string) => catalog.curatorRefs.find((c) => c.username === username)?.id as number;
  const published = infos.filter((a) => a.published);
  const recent = published.filter((a) => a.date > anchor - 14 * DAY);

  for (const [index, profile] of DEMO_PROFILES.entries()) {
    const id = index + 1;
    const account = DEMO_ACCOUNTS[index];
    if (!account) throw new Error('DEMO_ACCOUNTS and DEMO_PROFILES are out of step');
    const created = anchor - profile.joinedDaysAgo * DAY + 14 * 3600;
    const onboarded = created + 600;
    out.users.push(userRow({ id, username: profile.username, email: account.email, role: profile.role, created, onboarded }));
    if (profile.plus) {
      out.users[index] = {
        ...out.users[index],
        subscription_end: anchor + 365 * DAY,
        stripe_customer_id: 'cus_demo_plus',
        phone: '+15125550142',
        sms_consent_at: onboarded,
      };
      out.subscriptions.push({
        id: 1,
        user_id: id,
        provider: 'stripe',
        provider_subscription_id: 'sub_demo_plus',
        provider_customer_id: 'cus_demo_plus',
        plan: 'annual',
        status: 'active',
        current_period_end: anchor + 365 * DAY,
        cancel_at_period_end: 0,
        coupon: 'PLUS20',
        created: anchor - 2 * DAY,
        modified: anchor - 2 * DAY,
      });
    }
    const hash = await hashPassword(DEMO_PASSWORD, saltFor(account.email));
    out.password_credentials.push({
      user_id: id,
      algorithm: hash.algorithm,
      params: JSON.stringify(hash.params),
      salt: hash.salt,
      hash: hash.hash,
      modified: created,
    });
    for (const slug of profile.tags) out.tag_follows.push({ user_id: id, tag_id: tagId(slug), created: onboarded });
    for (const username of profile.curators) out.curator_follows.push({ user_id: id, curator_id: curatorId(username), created: onboarded });
    // A free reader may only up-vote (down-voting is a Plus perk), so only Plus casts downs.
    for (const [n, article] of rng.sample(recent, 8).entries()) {
      const direction = profile.plus && n >= 6 ? -1 : 1;
      out.votes.push({ user_id: id, article_id: article.id, direction, created: Math.min(article.date + 3600, anchor - 60) });
    }
    for (const article of rng.sample(published.slice(-120), profile.plus ? 6 : 4)) {
      out.bookmarks.push({ user_id: id, article_id: article.id, created: Math.min(article.date + 7200, anchor - 60) });
    }
  }

  const locations = catalog.places.map((p) => p.cityTag.id);
  READER_HANDLES.forEach((handle, index) => {
    const id = DEMO_USER_COUNT + index + 1;
    const created = anchor - rng.int(20, 700) * DAY + rng.int(0, DAY - 1);
    const onboarded = rng.chance(0.8) ? created + rng.int(120, 3600) : null;
    const email = `reader${String(index + 1).padStart(2, '0')}@example.com`;
    out.users.push({
      ...userRow({ id, username: handle, email, role: 'reader', created, onboarded }),
      theme: rng.weighted([
        [null, 6],
        ['dark', 3],
        ['light', 1],
      ]),
    });
    if (onboarded === null) return;
    const follows = [...rng.sample(catalog.categories, rng.int(1, 4)).map((t) => t.id), ...rng.sample(locations, rng.int(0, 2))];
    for (const tag of follows) out.tag_follows.push({ user_id: id, tag_id: tag, created: onboarded });
    for (const curator of rng.sample(catalog.curatorRefs, rng.int(0, 3)))
      out.curator_follows.push({ user_id: id, curator_id: curator.id, created: onboarded });
    for (const article of rng.sample(recent, rng.int(0, 6))) {
      out.votes.push({
        user_id: id,
        article_id: article.id,
        direction: 1,
        created: Math.min(article.date + rng.int(60, 20_000), anchor - 60),
      });
    }
  });
  return out;
}

/** A seeded account's settings as sign-up leaves them: the demo seed and the scale corpus share it. */
export const NEW_ACCOUNT_SETTINGS = {
  notification_breaking: 1,
  notification_am_pm: 1,
  email_notification_comments: 'all',
  push_notification_comments: 'all',
  is_active: 1,
  sms_consent_at: null,
} as const;

function userRow(u: { id: number; username: string; email: string; role: string; created: number; onboarded: number | null }): Row {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    phone: null,
    role: u.role,
    subscription_end: null,
    theme: null,
    ...NEW_ACCOUNT_SETTINGS,
    onboarded_at: u.onboarded,
    utm_url: null,
    utm_referrer: null,
    signup_article_id: null,
    stripe_customer_id: null,
    created: u.created,
    modified: u.onboarded ?? u.created,
  };
}
