/**
 * @module The zod forms of an id (`contracts/ids.ts`): in a JSON body a number, in a path, a query
 * or a form its text. Each call site keeps its own messages; what passes is the one rule.
 */
import { z } from '@hono/zod-openapi';
import { ID_MAX, idFromText } from './ids';

/**
 * What a refused id is told, by what was wrong: not a number at all (`type`), not a whole number
 * up to ID_MAX or not written as an id (`integer`), under 1 (`min`); unset ones are zod's words.
 */
export type IdMessages = { type?: string; integer?: string; min?: string };

// zod's int() is a safe integer, so it holds ID_MAX; max() is there for the OpenAPI document.
const idNumber = (m: IdMessages, min: 0 | 1) => z.number({ message: m.type }).int(m.integer).min(min, m.min).max(ID_MAX);

/** An id in a JSON body: a number that `isId`. */
export const bodyId = (m: IdMessages) => idNumber(m, 1);

/**
 * An id written as text (path, query, form): what `idFromText` reads, checked as `bodyId` checks a
 * number, so the messages are the body's. Text naming an id in another spelling ("012", "1e3")
 * is refused with `integer`: it is not how an id is written. With `orZero`, "0" reads as 0 (a
 * cursor's "none yet", as in `before_id=0`).
 */
export const textId = (m: IdMessages, { orZero = false } = {}) => {
  const min = orZero ? 0 : 1;
  return z.preprocess(
    (v, ctx) => {
      if (typeof v !== 'string') return v;
      if (orZero && v === '0') return 0;
      const id = idFromText(v);
      if (id !== null) return id;
      const n = Number(v);
      // In range, but not how an id is written ("012", "1e3", " 12", "-0"): refused all the same.
      if (Number.isSafeInteger(n) && n >= min) ctx.addIssue({ code: 'custom', message: m.integer, input: v });
      return n;
    },
    idNumber(m, min),
  );
};
