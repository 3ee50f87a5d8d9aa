/**
 * @module The pushes nobody composes: the morning and evening briefing (the cron, every run: each
 * zone whose local 7:00 or 18:00 hour it is gets one job of the day's top stories for its readers
 * with notification_am_pm) and a comment reply (to the readers push_notification_comments says want
 * it). Each job is made once (its dedupe key), stored like an editor's push and fanned out the same
 * way, so its counts show on the push page too.
 */
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '../../contracts/notify';
import type { PushKind } from '../../contracts/web-push';
import { computed, rawRow } from '../../db/raw';
import { log } from '../../http/log';
import type { PushReply } from '../../queue/messages';
import { fanoutMessage } from './actions';
import { audienceWhere, type StoredFilters } from './audience';
import { allZones, briefingDue } from './briefing';

const ID = { id: computed('id', 'number') };
const TITLE = { title: computed('title', 'string') };
const READER = { id: computed('id', 'number'), title: computed('title', 'string', true) };

const BRIEFING_TITLES = { am: 'Your morning briefing', pm: 'Your evening briefing' } as const;
const TOP_STORIES = 3;

const clip = (s: string, max: number) => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);

type AutoJob = { kind: PushKind; title: string; body: string; url: string; filters: StoredFilters; dedupeKey: string };

/** Stores the job unless its key exists, and queues its fan-out; true when it was new. */
async function queueOnce(env: Env, job: AutoJob, now: number): Promise<boolean> {
  const row = rawRow(
    ID,
    await env.DB.prepare(
      `INSERT INTO push_notifications (title, body, url, filters, kind, status, dedupe_key, created)
     VALUES (?, ?, ?, ?, ?, 'queued', ?, ?) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    )
      .bind(
        clip(job.title, PUSH_TITLE_MAX),
        clip(job.body, PUSH_BODY_MAX),
        job.url,
        JSON.stringify(job.filters),
        job.kind,
        job.dedupeKey,
        now,
      )
      .first(),
  );
  if (!row) return false;
  try {
    await env.JOBS.send(fanoutMessage(row.id));
  } catch (error) {
    log('error', 'push.queue-failed', { jobId: row.id, error });
    await env.DB.prepare("UPDATE push_notifications SET status = 'failed' WHERE id = ?").bind(row.id).run();
  }
  return true;
}

/** Whether anyone at all would get a job of this kind and filters (no job is stored for nobody). */
async function anyone(env: Env, kind: PushKind, filters: StoredFilters, now: number): Promise<boolean> {
  const where = audienceWhere(kind, filters, now, env.SITE_TIME_ZONE);
  const hit = await env.DB.prepare(`SELECT 1 AS x FROM push_subscriptions ps JOIN users u ON u.id = ps.user_id WHERE ${where.sql} LIMIT 1`)
    .bind(...where.args)
    .first();
  return hit !== null;
}

/** The day's top stories: published in the last 24 hours, most up-voted first, then newest. */
async function topStories(db: D1Database, now: number): Promise<string[]> {
  const rows = await db
    .prepare(
      `SELECT title FROM articles WHERE status = 'published' AND date > ? AND date <= ?
       ORDER BY upvotes - downvotes DESC, date DESC LIMIT ${TOP_STORIES}`,
    )
    .bind(now - 86_400, now)
    .all();
  return rows.results.map((r) => rawRow(TITLE, r)!.title);
}

/** The cron's part: the briefings due now; answers the zones a job was queued for. */
export async function queueBriefings(env: Env, nowMs: number): Promise<string[]> {
  const now = Math.floor(nowMs / 1000);
  const queued: string[] = [];
  let stories: string[] | null = null;
  for (const zone of allZones(env.SITE_TIME_ZONE)) {
    const due = briefingDue(zone, nowMs);
    if (!due) continue;
    const filters = { zone };
    if (!(await anyone(env, 'briefing', filters, now))) continue;
    stories ??= await topStories(env.DB, now);
    if (!stories.length) continue;
    const job = {
      kind: 'briefing' as const,
      title: BRIEFING_TITLES[due.slot],
      body: stories.join(' · '),
      url: '/trending',
      filters,
      dedupeKey: due.key,
    };
    if (await queueOnce(env, job, now)) queued.push(zone);
  }
  return queued;
}

export type ReplyPush = PushReply['reply'];

/**
 * Readers told of a reply by push (push_notification_comments): the thread's author when 'all' or
 * 'replies', the thread's other repliers when 'all'; never the poster; only readers with a subscription.
 */
async function replyReaders(db: D1Database, r: ReplyPush): Promise<{ ids: number[]; title: string | null }> {
  const rows = await db
    .prepare(
      `SELECT u.id AS id, (SELECT title FROM articles WHERE id = ?) AS title FROM users u
       WHERE u.id <> ? AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id) AND (
         (u.id = (SELECT user_id FROM comments WHERE id = ? AND deleted_at IS NULL) AND u.push_notification_comments IN ('all', 'replies'))
         OR (u.id IN (SELECT user_id FROM comments WHERE reply_to = ? AND deleted_at IS NULL) AND u.push_notification_comments = 'all'))
       LIMIT 100`,
    )
    .bind(r.articleId, r.posterId, r.replyTo, r.replyTo)
    .all();
  const readers = rows.results.map((r) => rawRow(READER, r)!);
  return { ids: readers.map((x) => x.id), title: readers[0]?.title ?? null };
}

/** A reply was posted: one push job to the readers who want it by push (alongside the e-mail). */
export async function queueReplyPush(env: Env, r: ReplyPush, now: number): Promise<boolean> {
  const { ids, title } = await replyReaders(env.DB, r);
  if (!ids.length) return false;
  return queueOnce(
    env,
    {
      kind: 'comment',
      title: `${r.handle} replied on "${title ?? 'an article'}"`,
      body: r.body,
      url: `/article/${r.articleId}?comment_id=${r.replyTo}&reply_id=${r.id}#comment-${r.id}`,
      filters: { users: ids },
      dedupeKey: `comment:${r.id}`,
    },
    now,
  );
}

/** The request's part: the reply goes to the Queue as it is; the consumer reads who wants it. */
export async function announceReplyPush(env: Env, r: ReplyPush): Promise<void> {
  await env.JOBS.send({ kind: 'push.reply', id: `push-reply-${r.id}`, reply: r } satisfies PushReply);
}

/** The consumer's part: one job for the readers who want this reply by push (its own dedupe key). */
export async function replyPushStatements(env: Env, msg: PushReply): Promise<D1PreparedStatement[]> {
  await queueReplyPush(env, msg.reply, Math.floor(Date.now() / 1000));
  return [];
}
