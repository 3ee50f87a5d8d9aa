/**
 * @module Social identities in D1: who holds an identity or an e-mail (one round trip), and the
 * writes of a link decision — a new account and its identity go in ONE batch (a D1 transaction), so
 * a failure leaves neither; a unique index refusing a row (an e-mail or identity taken meanwhile)
 * rolls the whole batch back and the caller decides again.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SocialProvider } from '../../contracts/auth';
import type { Db } from '../../db/client';
import { socialIdentities, users } from '../../db/schema';
import { freeUsername, normalizeEmail } from '../auth/queries';
import type { SocialIdentity } from './exchange';
import type { LinkDecision, LinkInput } from './link';

export async function linkInput(
  db: Db,
  provider: SocialProvider,
  subject: string,
  email: string,
): Promise<Omit<LinkInput, 'email' | 'emailVerified'>> {
  const [byIdentity, byEmail] = await db.batch([
    db
      .select({ id: users.id, isActive: users.isActive })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
      .limit(1),
    db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
      .limit(1),
  ]);
  return { identityOwner: byIdentity[0] ?? null, emailOwner: byEmail[0] ?? null };
}

/** Carries out a link decision; returns the user id to sign in. Throws when a unique index refuses. */
export async function applyLink(
  db: Db,
  provider: SocialProvider,
  identity: SocialIdentity,
  decision: Exclude<LinkDecision, { kind: 'refuse' }>,
): Promise<number> {
  const row = { provider, subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified };
  switch (decision.kind) {
    case 'sign-in':
      return decision.userId;
    case 'link':
      await db.insert(socialIdentities).values({ ...row, userId: decision.userId });
      return decision.userId;
    case 'create': {
      const username = await freeUsername(db, identity.name, decision.email);
      // No ON CONFLICT: if the e-mail or username was taken meanwhile the batch fails as a whole.
      const [created] = await db.batch([
        db.insert(users).values({ email: decision.email, username }).returning({ id: users.id }),
        db.insert(socialIdentities).values({
          ...row,
          userId: sql`(select ${users.id} from ${users} where lower(${users.email}) = ${normalizeEmail(decision.email)})`,
        }),
      ]);
      return created[0]!.id;
    }
  }
}
