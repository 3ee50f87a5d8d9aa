/**
 * @module The block editor's post read into the admin API's body, pure: the draft arrives as JSON
 * text in a textarea, and the body takes the document itself (UiBlockCreate, UiBlockPatch check it).
 */
import { badRequest } from '../../http/errors';
import type { PostedObject } from '../../http/form-parse';

/** The textarea's JSON (empty: an empty document); text that is not JSON is a 400 on `draft`. */
export function draftOf(text: string | undefined): unknown {
  if (!text?.trim()) return { children: [] };
  try {
    return JSON.parse(text);
  } catch (err) {
    throw badRequest(`draft is not valid JSON: ${err instanceof Error ? err.message : 'cannot read it'}`, 'draft');
  }
}

/** The editor's fields as the API's body: only the fields it shows (`keys`), the draft's text read. */
export function blockBody(posted: PostedObject, keys: readonly ('id' | 'name')[]) {
  const draft = typeof posted.draft === 'string' ? posted.draft : undefined;
  return { ...Object.fromEntries(keys.map((k) => [k, posted[k]])), draft: draftOf(draft) };
}
