/** @module Upgrading a stored password hash to today's KDF parameters after a successful sign-in. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordCredentials } from '../../db/schema';
import { hashPassword } from './password';

export async function setPasswordHashOnly(db: Db, userId: number, password: string): Promise<void> {
  const hashed = await hashPassword(password);
  await db.update(passwordCredentials).set(hashed).where(eq(passwordCredentials.userId, userId));
}
