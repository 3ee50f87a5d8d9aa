/**
 * @module Writes one resource id into wrangler.toml as text, so that every comment, blank line and
 * the order of keys stay as the operator left them (no TOML library in the dependencies writes
 * TOML back unchanged). Only the `key = "…"` line of the one block is touched.
 */

export interface IdTarget {
  /** The array-of-tables header without brackets: `env.staging.d1_databases`. */
  table: string;
  /** The block's `binding = "…"`. */
  binding: string;
  /** The key to set: `database_id`, `id`. */
  key: string;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with `key = "value"` in the `[[table]]` block whose binding is `binding`: the line
 * replaced in place (a trailing comment kept), or added after the binding line when the block has
 * none. Throws when no such block exists.
 */
export function setBindingValue(text: string, target: IdTarget, value: string): string {
  const lines = text.split('\n');
  const header = new RegExp(`^\\s*\\[\\[\\s*${literal(target.table)}\\s*\\]\\]\\s*(#.*)?$`);
  const binding = new RegExp(`^\\s*binding\\s*=\\s*["']${literal(target.binding)}["']\\s*(#.*)?$`);
  const keyLine = new RegExp(`^(\\s*${literal(target.key)}\\s*=\\s*)(["'])[^"']*\\2(.*)$`);
  for (let start = 0; start < lines.length; start++) {
    if (!header.test(lines[start]!)) continue;
    let end = start + 1;
    while (end < lines.length && !/^\s*\[/.test(lines[end]!)) end++;
    const block = lines.slice(start + 1, end);
    const at = block.findIndex((l) => binding.test(l));
    if (at < 0) continue;
    const existing = block.findIndex((l) => keyLine.test(l));
    if (existing >= 0) {
      const i = start + 1 + existing;
      lines[i] = lines[i]!.replace(keyLine, (_m, lead: string, _q: string, rest: string) => `${lead}"${value}"${rest}`);
    } else {
      lines.splice(start + 1 + at + 1, 0, `${target.key} = "${value}"`);
    }
    return lines.join('\n');
  }
  throw new Error(`wrangler.toml has no [[${target.table}]] block with binding = "${target.binding}"`);
}
