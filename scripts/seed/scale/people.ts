/**
 * @module Scale readers: the three demo sign-ins first (same e-mails and password as the demo, so
 * `npm start`'s banner still applies), then reader<id>@scale.edgewire.test. Every account shares one
 * precomputed scrypt hash of the demo password: hashing 200,000 passwords would take hours and
 * prove nothing. Follows are Zipf-skewed over categories, topics, locations and publications.
 */
import { createHash } from 'node:crypto';
import { hashPassword } from '../../../worker/features/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../accounts';
import type { TagRef } from '../catalog';
import { DAY, type Row } from '../types';
import { NEW_ACCOUNT_SETTINGS } from '../users';
import type { Plan } from './plan';
import { unit } from './zipf';

/** The reader the scale bench signs in as for /foryou: follows exactly this many tags. */
export const BENCH_READER_FOLLOWS = 20;
export const MAX_FOLLOWS = 40;
/** Mean follows of other readers (1 + an exponential of this mean). */
const MEAN_EXTRA_FOLLOWS = 4;

const DEMO_USERNAMES = ['reader', 'plus', 'editor'];

export async function sharedCredential(): Promise<Omit<Row, 'user_id' | 'modified'>> {
  const salt = createHash('sha256').update('edgewire-scale-seed').digest().subarray(0, 16);
  const hash = await hashPassword(DEMO_PASSWORD, salt);
  return { algorithm: hash.algorithm, params: JSON.stringify(hash.params), salt: hash.salt, hash: hash.hash };
}

export function buildUser(plan: Plan, id: number): Row {
  const created = plan.anchor - 1 - Math.floor(unit(plan.salt, id, 21) * plan.spanSeconds);
  const onboarded = id <= DEMO_ACCOUNTS.length || unit(plan.salt, id, 22) < 0.8 ? created + 600 : null;
  const demo = DEMO_ACCOUNTS[id - 1];
  const theme = unit(plan.salt, id, 23);
  return {
    id,
    username: demo ? (DEMO_USERNAMES[id - 1] as string) : `reader${id}`,
    email: demo ? demo.email : `reader${id}@scale.edgewire.test`,
    phone: null,
    role: demo?.role === 'admin' ? 'admin' : 'reader',
    // The demo Plus reader is subscribed for a year from the anchor.
    subscription_end: demo?.role === 'subscriber' ? plan.anchor + 365 * DAY : null,
    theme: theme < 0.6 ? null : theme < 0.9 ? 'dark' : 'light',
    ...NEW_ACCOUNT_SETTINGS,
    onboarded_at: onboarded,
    utm_url: null,
    utm_referrer: null,
    signup_article_id: null,
    stripe_customer_id: null,
    created,
    modified: onboarded ?? created,
  };
}

/** The tags reader `id` follows: distinct, drawn by Zipf (a few very popular tags, a long tail). */
export function buildFollows(plan: Plan, user: Row): Row[] {
  const id = user.id as number;
  if (user.onboarded_at === null) return [];
  const pool = plan.tagPools.followable;
  const wanted = Math.min(
    pool.refs.length,
    id === 1 ? BENCH_READER_FOLLOWS : Math.min(MAX_FOLLOWS, 1 + Math.floor(-Math.log(1 - unit(plan.salt, id, 31)) * MEAN_EXTRA_FOLLOWS)),
  );
  const chosen = new Set<number>();
  for (let draw = 0; chosen.size < wanted; draw++) {
    // Past a few hundred draws the head is exhausted: walk the tail in order instead.
    const rank = draw < 400 ? pool.zipf.rank(unit(plan.salt, id, 32, draw)) : draw - 400;
    chosen.add((pool.refs[rank % pool.refs.length] as TagRef).id);
  }
  return [...chosen].map((tagId) => ({ user_id: id, tag_id: tagId, created: user.onboarded_at as number }));
}
