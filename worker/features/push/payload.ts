/**
 * @module What a push carries and how it is sent, by kind: the JSON /sw.js reads
 * (contracts/web-push.ts WebPushPayload), its size against RFC 8291's one record (PUSH_PAYLOAD_MAX_BYTES),
 * and the TTL and urgency the push service is asked to keep it with.
 */
import { PUSH_PAYLOAD_MAX_BYTES, type PushKind, WEB_PUSH_MESSAGES, type WebPushPayload } from '../../contracts/web-push';
import { badRequest } from '../../http/errors';
import type { PushOptions } from '../web-push/send';

export const payloadBytes = (p: WebPushPayload) => new TextEncoder().encode(JSON.stringify(p));

/** 400 when the push would not fit one record (a long URL or many multi-byte characters). */
export function assertPushable(p: WebPushPayload): void {
  const n = payloadBytes(p).length;
  if (n > PUSH_PAYLOAD_MAX_BYTES) throw badRequest(WEB_PUSH_MESSAGES.tooLarge(n), 'notification');
}

/** Breaking news is urgent and stale within hours; a briefing within its half day; the rest within a day. */
export function pushOptions(kind: PushKind): PushOptions {
  if (kind === 'breaking') return { ttl: 6 * 3600, urgency: 'high' };
  if (kind === 'briefing') return { ttl: 6 * 3600, urgency: 'normal' };
  return { ttl: 24 * 3600, urgency: 'normal' };
}
