/** Test helper: readers of each kind (free, Plus) with a signed session cookie, as the app mints it. */
import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { users } from '../../db/schema';
import { db } from '../../test/factories';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../auth/session';

let n = 0;

export async function makeReader(kind: 'free' | 'plus') {
  const u = `${kind}${Date.now().toString(36)}${n++}`;
  const subscriptionEnd = kind === 'plus' ? Math.floor(Date.now() / 1000) + 30 * 86_400 : null;
  const [row] = await db().insert(users).values({ username: u, email: `${u}@example.com`, subscriptionEnd }).returning();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(row!.id))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(env.SESSION_SECRET));
  return { id: row!.id, cookie: `ew_session=${token}` };
}
