/** @module log(): one JSON line per call, the shape Workers Logs indexes, with errors serialized in one place. */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** A thrown value as a log field: JSON.stringify would turn an Error into `{}`. */
const errorFields = (err: unknown) => (err instanceof Error ? { error: String(err), stack: err.stack } : { error: String(err) });

/** Nested Errors keep their message; bigints would make JSON.stringify throw. */
const plain = (_key: string, value: unknown) =>
  value instanceof Error ? errorFields(value) : typeof value === 'bigint' ? value.toString() : value;

/** The fallback for circular fields: repeated objects are marked rather than failing the line. */
function tolerant() {
  const seen = new WeakSet<object>();
  return (key: string, value: unknown) => {
    const v = plain(key, value);
    if (typeof v !== 'object' || v === null) return v;
    if (seen.has(v)) return '[Circular]';
    seen.add(v);
    return v;
  };
}

/**
 * Writes `{ level, event, ...fields }`. An `error` field is any thrown value and becomes
 * `error` (its String) plus `stack`. Warnings and errors go to console.error, the rest to
 * console.log. Never throws: a log line must not turn a handled failure into a new one.
 */
export function log(level: LogLevel, event: string, fields?: Record<string, unknown>): void {
  const { error, ...rest } = fields ?? {};
  const line = { level, event, ...rest, ...(fields && 'error' in fields ? errorFields(error) : {}) };
  let text: string;
  try {
    text = JSON.stringify(line, plain);
  } catch {
    try {
      text = JSON.stringify(line, tolerant());
    } catch (err) {
      text = JSON.stringify({ level, event, logError: String(err) });
    }
  }
  if (level === 'error' || level === 'warn') console.error(text);
  else console.log(text);
}
