/** @module Reading the real mail catcher (scripts/standins/smtp.ts) that the Workers project's global setup started, and running the queue. */
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { inject } from 'vitest';
import type { CaughtMail as Caught } from '../../scripts/standins/mailbox';
import worker from '../index';

/** Messages the catcher received for one recipient, newest first. */
export async function caughtFor(to: string): Promise<Caught[]> {
  const res = await fetch(`${inject('mailWebUrl')}api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return res.json<Caught[]>();
}

/** Polls until `match` finds something for `to` (queue deliveries are asynchronous). */
export async function waitForMail(to: string, match: (m: Caught) => boolean = () => true, timeoutMs = 20_000): Promise<Caught> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const found = (await caughtFor(to)).find(match);
    if (found) return found;
  }
  throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
}

export const header = (m: Caught, name: string) => m.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];

/** A unique recipient per test, so tests sharing the catcher never see each other's mail. */
export const uniqueAddress = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@inbox.edgewire.test`;

/** Runs the Worker's queue handler on one batch, with env overridable per test. */
export async function runQueue(env: Env, messages: { id: string; body: unknown; attempts?: number }[], queue = 'edgewire-jobs') {
  const batch = createMessageBatch(
    queue,
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts ?? 1, body: m.body })),
  );
  const ctx = createExecutionContext();
  await (worker.queue as ExportedHandlerQueueHandler<Env>)(batch, env, ctx);
  return getQueueResult(batch, ctx);
}
