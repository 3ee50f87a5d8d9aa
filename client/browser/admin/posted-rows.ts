/**
 * @module The rows of an editor's form post (a view's zones, a popup's trigger steps): fields named
 * by the API's error paths (`zones.2.title`, `config.trigger.0.delay`). Pure and zod-free: the
 * Worker's no-JavaScript form posts and the islands read them the same way.
 */

/** A checkbox posts its value only when ticked. */
export const ticked = (v: string | undefined) => v !== undefined && v !== '' && v !== 'false';

/** The indexes of the rows under `prefix` the fields name, in order: `zones.2.title` and `zones.0.id` give [0, 2]. */
export function rowIndexes(fields: Record<string, string>, prefix: string): number[] {
  const row = new RegExp(`^${prefix.replaceAll('.', '\\.')}\\.(\\d{1,2})\\.`);
  const named = Object.keys(fields)
    .map((k) => row.exec(k)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return [...new Set(named)].sort((a, b) => a - b);
}
