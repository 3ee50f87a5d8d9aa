/** Test helpers for block and static-page tests: block rows and signed-in sessions (tests only). */
import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { createDb } from '../../db/client';
import { uiBlocks, users, type RichDocument } from '../../db/schema';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../auth/session';
import { invalidateBlock } from './cache';

let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export const textDoc = (...texts: string[]): RichDocument => ({ children: texts.map((html) => ({ element: 'text', data: { html } })) });

/** Inserts or replaces a block and clears its cache entry, so each test starts from D1. */
export async function putBlock(id: string, draft: RichDocument, document: RichDocument) {
  await createDb(env.DB)
    .insert(uiBlocks)
    .values({ id, name: `Block ${id}`, draft, document })
    .onConflictDoUpdate({ target: uiBlocks.id, set: { draft, document } });
  await invalidateBlock(env.CACHE, id);
}

export const uniqueBlockId = (prefix = 'test') => `${prefix}-${uniq()}`;

/** A session cookie for a fresh user of the given role. */
export async function sessionFor(role: 'reader' | 'admin') {
  const u = `${role}${uniq()}`;
  const [user] = await createDb(env.DB).insert(users).values({ username: u, email: `${u}@example.com`, role }).returning();
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user!.id))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(env.SESSION_SECRET));
  return { user: user!, cookie: `ew_session=${jwt}` };
}
