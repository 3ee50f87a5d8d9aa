/**
 * @module The newsletter's numbers (spec-free product calls, decision 055-newsletter): how long a
 * confirm link lives, how often one address may be sent a confirmation, how many sign-ups one
 * client may try, and the CSV's columns.
 */
import type { Window } from '../../http/rate-limit';

/** A confirm link is good for a week (the "valid 7 days"). */
export const CONFIRM_TTL_SECONDS = 7 * 86_400;

/** At most one confirmation e-mail per address per hour, however often the form is sent. */
export const CONFIRM_EVERY_SECONDS = 3600;

/** Sign-ups per client IP per hour: a household's worth, useless for list-bombing strangers. */
const SUBSCRIBE_RATE = { limit: 10, windowSeconds: 3600 } as const;

/** The counter a sign-up from this client IP (see clientIp) counts against. */
export const subscribeWindow = (ip: string): Window => ({ key: `newsletter:ip:${ip}`, ...SUBSCRIBE_RATE });

/** Whether an address last sent a confirmation at `sentAt` may be sent another at `now`. */
export const confirmationDue = (sentAt: number | null, now: number) => sentAt === null || now - sentAt >= CONFIRM_EVERY_SECONDS;

/** The export's columns, in order. */
export const EXPORT_COLUMNS = ['email', 'subscribed', 'confirmed'] as const;

/** edgewire-newsletter-YYYY-MM-DD.csv, the UTC day of the export. */
export const exportFilename = (now: number) => `edgewire-newsletter-${new Date(now * 1000).toISOString().slice(0, 10)}.csv`;
