/**
 * @module The profile's details form (username, e-mail, phone under one Save): which fields a
 * submit really changes, compared as the API stores them, and the toast that names them. Zod-free:
 * the island and the no-JavaScript form post decide the same way.
 */
import { ACCOUNT_MESSAGES as A, normalizePhone } from './account';
import { AUTH_MESSAGES as M } from './auth';

export const DETAIL_FIELDS = ['username', 'email', 'phone'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type Details = Record<DetailField, string>;

/** Each field's own success words (the spec's 'Username updated.' and decision 014's two). */
const SAVED: Record<DetailField, string> = { username: M.userUpdated, email: A.emailUpdated, phone: A.phoneUpdated };

/** A value as the API would store it: trimmed; a phone normalized ('' = no number). */
const stored = (field: DetailField, value: string) => (field === 'phone' ? (normalizePhone(value) ?? '') : value.trim());

/** The fields of `typed` whose stored form differs from `current`, in page order. */
export function changedDetails(current: Details, typed: Partial<Record<DetailField, string | null>>): DetailField[] {
  return DETAIL_FIELDS.filter((f) => {
    const value = typed[f];
    return value !== undefined && stored(f, value ?? '') !== stored(f, current[f]);
  });
}

/** The success toast of a save: each changed field's sentence, in page order. */
export const detailsSaved = (changed: readonly DetailField[]) => changed.map((f) => SAVED[f]).join(' ');
