/**
 * @module What a form shows after a submit that failed: the values to put back and the problems,
 * each on its field (by `path`) or above the form. The server fills it when a form posted without
 * JavaScript comes back with errors; the island fills it after a JSON call. Zod-free: the browser
 * runs this.
 */
import type { ApiErrorItem } from './envelope';

export type FormFeedback = {
  /** Submitted values to show again (never passwords). */
  values: Record<string, string>;
  errors: ApiErrorItem[];
};

export const NO_FEEDBACK: FormFeedback = { values: {}, errors: [] };

/** Feedback for one of several forms on a page (`form` names it). */
export type NamedFeedback = FormFeedback & { form: string };

/** The first message about `field`, or null. */
export function fieldMessage(errors: readonly ApiErrorItem[], field: string): string | null {
  return errors.find((e) => e.path === field)?.message ?? null;
}

/** The first message that no shown field displays (shown above the form), or null. */
export function formMessage(errors: readonly ApiErrorItem[], fields: readonly string[]): string | null {
  return errors.find((e) => !e.path || !fields.includes(e.path))?.message ?? null;
}

/** A checkbox posts its value only when ticked; '' or 'false' is an unticked one sent on purpose. */
export const ticked = (v: unknown) => typeof v === 'string' && v !== '' && v !== 'false';

/** Fields whose values must never be sent back into a page. */
const SECRET = /password|token/i;

/** The values of a failed submit that may be shown again. */
export function keptValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.test(k)));
}
