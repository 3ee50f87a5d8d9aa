/** @module How much support mail one sender may send: the window a message counts against. */
import type { Window } from '../../http/rate-limit';

/** Per hour per IP (spec-free product call: enough for a person, useless for a spammer). */
const SUPPORT_RATE = { limit: 5, windowSeconds: 3600 } as const;

/** The counter a message from this client IP (see clientIp) is counted in. */
export const supportWindow = (ip: string): Window => ({ key: `support:ip:${ip}`, ...SUPPORT_RATE });
