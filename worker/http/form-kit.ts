/**
 * @module What every back-office form post shares: the admin API's own schema run on a body built
 * from the form (the same 400 naming the field as the API), and the success step (a toast for the
 * next page, then 303 there, so a reload posts nothing again).
 */
import type { z } from 'zod';
import { setFlash } from './flash';
import type { SignedInContext as C } from './guards';
import { validationError } from './validate';

/**
 * An API schema on a body built from the form (numbers, booleans, nested objects): the same 400
 * naming the field as the API's.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * A form's success: the toast for the next page, and there (303, so a reload posts nothing again).
 * `data` rides along for that page only (the no-JavaScript upload hands the new image URL back to the editor).
 */
export async function doneWith(c: C, message: string, to: string, data?: Record<string, string>) {
  await setFlash(c, { toasts: [{ type: 'success', message }], ...(data ? { data } : {}) });
  return c.redirect(to, 303);
}
