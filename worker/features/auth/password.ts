/**
 * @module Password hashing with scrypt from node:crypto (Workers' nodejs_compat and Node alike).
 * Why scrypt: production Workers reject PBKDF2 above 100k iterations and cannot compile WASM at
 * run time (argon2), while scrypt N=2^14, r=8, p=5 is OWASP-equivalent and under the production
 * cap N*r*p <= 2^20. Algorithm and parameters are stored with every hash so they can be raised later.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export type ScryptParams = { N: number; r: number; p: number; keylen: number };
export type PasswordHash = { algorithm: 'scrypt'; params: ScryptParams; salt: string; hash: string };

export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 5, keylen: 32 };

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const { N, r, p, keylen } = params;
  // maxmem must cover 128 * N * r bytes plus overhead, or node refuses the parameters.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<PasswordHash> {
  const key = await derive(password, salt, CURRENT_PARAMS);
  return { algorithm: 'scrypt', params: CURRENT_PARAMS, salt: salt.toString('base64'), hash: key.toString('base64') };
}

export async function verifyPassword(
  password: string,
  stored: Pick<PasswordHash, 'params' | 'salt' | 'hash'> & { algorithm: string },
): Promise<boolean> {
  if (stored.algorithm !== 'scrypt') return false;
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'), stored.params as ScryptParams);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the stored hash uses weaker parameters than today's and should be re-hashed on login. */
export function needsRehash(stored: { algorithm: string; params: Partial<ScryptParams> }): boolean {
  return stored.algorithm !== 'scrypt' || (stored.params.N ?? 0) < CURRENT_PARAMS.N || (stored.params.p ?? 0) < CURRENT_PARAMS.p;
}
