/**
 * @module What an id is, written once: a row's key as the wire carries it. Every id read from a
 * path, a query, a form or a JSON body derives from `isId` (the zod schemas in `id-schemas.ts`, the
 * pages' and the browser's readers through `idFromText`); `ids.test.ts` holds each derived form to it.
 * Zod-free, so the browser runs the same rule (decision 048-one-id-one-window).
 */

/** The largest id: the largest whole number a JavaScript number (and so JSON) holds exactly. */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/** Whether `v` is an id: a whole number from 1 to ID_MAX. */
export const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/**
 * The id a text names (a path segment, a query value, a form field), or null. An id is written one
 * way, its plain decimal digits: "12", never "012", "+12", " 12", "12.0" or "1.2e1", so one id has
 * one URL and nothing that merely parses as a number passes for one.
 */
export function idFromText(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const n = Number(text);
  return isId(n) && String(n) === text ? n : null;
}
