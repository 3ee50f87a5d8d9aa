/**
 * @module Account queries: users by e-mail, password credentials, creation with campaign info,
 * the profile read (with onBoarded and isNewAccount), password changes that revoke sessions.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { isNewAccount } from '../../contracts/auth';
import type { ProfileDto } from '../../contracts/profile';
import type { Db } from '../../db/client';
import { passwordCredentials, tagFollows, users } from '../../db/schema';
import { hashPassword, type PasswordHash } from './password';
import { revokeAllStatement } from './session';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The user with this e-mail (case-insensitive, matching the unique index) and their password, if any. */
export async function findByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isActive: users.isActive,
      algorithm: passwordCredentials.algorithm,
      params: passwordCredentials.params,
      salt: passwordCredentials.salt,
      hash: passwordCredentials.hash,
    })
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row ?? null;
}

/** A username from a display name or the e-mail, free at the time of asking (one query). */
export async function freeUsername(db: Db, name: string | null, email: string): Promise<string> {
  const clean = (v: string) => v.replace(/[^A-Za-z0-9_.-]/g, '');
  const base = (clean(name ?? '') || clean(email.split('@')[0] ?? '')).slice(0, 24) || 'reader';
  const candidates = [base, ...Array.from({ length: 5 }, () => `${base}${Math.floor(1000 + Math.random() * 900000)}`)];
  const taken = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        candidates.map((c) => c.toLowerCase()),
      ),
    );
  const used = new Set(taken.map((t) => t.name));
  return candidates.find((c) => !used.has(c.toLowerCase())) ?? `${base}${crypto.randomUUID().slice(0, 8)}`;
}

export type Campaign = { utmUrl?: string | null; utmReferrer?: string | null; signupArticleId?: number | null };

/**
 * Creates a user (with a password when given) in one batch; null when the e-mail is taken (the
 * unique index decides, so two parallel sign-ups cannot both win).
 */
export async function createUser(db: Db, email: string, password: PasswordHash | null, campaign: Campaign = {}): Promise<number | null> {
  const username = await freeUsername(db, null, email);
  const inserted = await db
    .insert(users)
    .values({
      email: email.trim(),
      username,
      utmUrl: campaign.utmUrl ?? null,
      utmReferrer: campaign.utmReferrer ?? null,
      signupArticleId: campaign.signupArticleId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const id = inserted[0]?.id;
  if (!id) return null;
  if (password) await db.insert(passwordCredentials).values({ userId: id, ...password });
  return id;
}

/** Sets a new password and revokes every session issued before it, in one batch. */
export async function setPassword(db: Db, userId: number, password: string, now: number): Promise<void> {
  const hashed = await hashPassword(password);
  await db.batch([
    db
      .insert(passwordCredentials)
      .values({ userId, ...hashed })
      .onConflictDoUpdate({ target: passwordCredentials.userId, set: { ...hashed, modified: now } }),
    revokeAllStatement(db, userId),
  ]);
}

/** The spec's profile: user fields plus onBoarded (≥ 1 followed tag) and isNewAccount (< 5 min old). */
export async function readProfile(db: Db, userId: number, now: number): Promise<ProfileDto | null> {
  const [rows, follows] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select({ n: count() }).from(tagFollows).where(eq(tagFollows.userId, userId)),
  ]);
  const u = rows[0];
  if (!u) return null;
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    phone: u.phone,
    role: u.role,
    subscription_end: u.subscriptionEnd,
    subscribed: u.subscriptionEnd !== null && u.subscriptionEnd > now,
    theme: u.theme,
    notification_breaking: u.notificationBreaking,
    notification_am_pm: u.notificationAmPm,
    email_notification_comments: u.emailNotificationComments,
    push_notification_comments: u.pushNotificationComments,
    onBoarded: (follows[0]?.n ?? 0) > 0,
    isNewAccount: isNewAccount(u.created, now),
  };
}
