/**
 * @module What a push request does, for `POST /admin/api/notify` and `POST
 * /aux/jobs/push-notification-job` alike: the job is stored (with its audit row), then one queue
 * message hands it to the consumer, which fans it out to the audience its filters name. The send
 * comes after the batch commits: a job the queue refused is marked failed, never left queued.
 */
import { NOTIFY_MESSAGES, type PushJobDto, type PushRequest } from '../../contracts/notify';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import { log } from '../../http/log';
import type { PushFanout } from '../../queue/messages';
import { assertPushable } from './payload';
import { insertJob, knownTags, markFailed } from './queries';

export const fanoutMessage = (jobId: number): PushFanout => ({ kind: 'push.fanout', id: `push.fanout.${jobId}`, jobId });

export async function queuePush(env: Env, db: Db, adminId: number, req: PushRequest, now: number): Promise<PushJobDto> {
  const { notification: n, filters } = req;
  const tagIds = filters.tags ?? [];
  const known = await knownTags(db, tagIds);
  const missing = tagIds.findIndex((id) => !known.has(id));
  if (missing >= 0) throw badRequest(NOTIFY_MESSAGES.tagMissing(tagIds[missing]!), `filters.tags.${missing}`);
  const kind = n.breaking ? 'breaking' : 'notify';
  // The job's id is not known yet: the largest it can take stands in for it (the tag's few digits).
  assertPushable({ title: n.title, body: n.body, url: n.url ?? '/', tag: `push-${Number.MAX_SAFE_INTEGER}`, kind });
  const job = await insertJob(db, adminId, { title: n.title, body: n.body, url: n.url ?? null, filters, kind }, now);
  try {
    await env.JOBS.send(fanoutMessage(job.id));
  } catch (error) {
    log('error', 'push.queue-failed', { jobId: job.id, error });
    await markFailed(db, job.id);
    throw AppError.of(502, 'bad_gateway', NOTIFY_MESSAGES.notQueued);
  }
  return job;
}
