/** @module Pure decisions of the push composer's write path. */

/**
 * Whether a failed insert lost the race for its id (another job took it between the read of the
 * next id and the batch): D1 reports the primary key's UNIQUE constraint, sometimes as the cause.
 */
export function isIdTaken(err: unknown): boolean {
  const messages: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) messages.push(String(e));
  return messages.some((m) => /UNIQUE constraint failed: push_notifications\.id/.test(m));
}
