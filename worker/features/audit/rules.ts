/**
 * @module What an audit row keeps of a write: only the fields that changed, before and after, so
 * the log answers "who changed what" without copying whole article bodies on every edit.
 */

export type Snapshot = Record<string, unknown>;
export type Change = { before: Snapshot; after: Snapshot };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose value differs from `before`. A create has no before (every field of
 * after is new), a delete has no after (every field of before is gone). Fields named created and
 * modified never count: the spec never sends them and every write moves modified.
 */
export function changedFields(before: Snapshot | null, after: Snapshot | null): Change {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const change: Change = { before: {}, after: {} };
  for (const k of keys) {
    if (k === 'created' || k === 'modified') continue;
    const b = before?.[k];
    const a = after?.[k];
    if (before && after && same(b, a)) continue;
    if (before && k in before) change.before[k] = b ?? null;
    if (after && k in after) change.after[k] = a ?? null;
  }
  return change;
}

/** Long values (article bodies) are cut so one audit row stays small; the length tells what was cut. */
export const AUDIT_VALUE_LIMIT = 2_000;

export function clip(change: Change): Change {
  const cut = (s: Snapshot) =>
    Object.fromEntries(
      Object.entries(s).map(([k, v]) => {
        const text = typeof v === 'string' ? v : null;
        return [k, text && text.length > AUDIT_VALUE_LIMIT ? `${text.slice(0, AUDIT_VALUE_LIMIT)}… (${text.length} characters)` : v];
      }),
    );
  return { before: cut(change.before), after: cut(change.after) };
}
