/**
 * @module The back office's tag rules (spec §3 Tag), pure: the key (URL-safe, lowercase, made from
 * the name when none is given), the scope (type:tag when missing), a location tag's state code
 * (its key ends with a dash and a two-letter US state code: "Austin-TX" is stored as austin-tx,
 * state_code TX), and the question asked before a tag in use is deleted.
 */
import { TAG_ADMIN_MESSAGES as M, type TagType, type TagUsage } from '../../contracts/admin-tags';
import { countLabel } from '../../contracts/labels';
import { slugify } from '../../contracts/slug';
import { STATE_CODES } from '../../contracts/states';

/** What /trending/{tag} can name (rules.ts parseTagParam), in lowercase: keys differ by more than case. */
export const TAG_KEY = /^[a-z0-9][a-z0-9._-]{0,99}$/;
const SCOPE = /^[a-z][a-z0-9_-]{0,19}:[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** A key from any text, the seed's slug (contracts/slug.ts) cut to a key's length: "Austin, TX" → austin-tx. */
export function slugKey(text: string): string {
  return slugify(text).slice(0, 100).replace(/-+$/, '');
}

/** The state code a location key ends with ("austin-tx" → "TX"), or null. */
export function locationState(key: string): string | null {
  const m = /-([a-z]{2})$/i.exec(key);
  const code = m?.[1]?.toUpperCase();
  return code && STATE_CODES.has(code) ? code : null;
}

/** The scope a tag gets when none is given. */
export const defaultScope = (type: TagType, tag: string) => `${type}:${tag}`;

export type TagFields = { type: TagType; tag: string; scope: string; name: string; imageUrl: string | null; stateCode: string | null };
export type TagInput = { type?: TagType; name?: string; tag?: string; scope?: string | null; image_url?: string | null };
export type FieldError = { message: string; path: string };

/**
 * The stored fields of a new tag (`previous` absent) or of a changed one: the input over the
 * previous values. A scope that was the default follows a new type or key; one set on purpose
 * stays until it is changed. An error names the field at fault.
 */
export function resolveTag(input: TagInput, previous?: TagFields): { fields: TagFields } | { error: FieldError } {
  const type = input.type ?? previous?.type;
  const name = input.name ?? previous?.name;
  if (!type) return { error: { message: 'type is required', path: 'type' } };
  if (!name) return { error: { message: M.nameRequired, path: 'name' } };
  const given = input.tag?.trim();
  const tag = given ? given.toLowerCase() : given === undefined && previous ? previous.tag : slugKey(name);
  if (!TAG_KEY.test(tag)) return { error: { message: M.keyInvalid, path: 'tag' } };
  const stateCode = type === 'location' ? locationState(tag) : null;
  if (type === 'location' && !stateCode) return { error: { message: M.location, path: 'tag' } };

  let scope: string;
  const askedScope = input.scope?.trim();
  if (askedScope) scope = askedScope;
  else if (input.scope === undefined && previous && previous.scope !== defaultScope(previous.type, previous.tag)) scope = previous.scope;
  else scope = defaultScope(type, tag);
  if (!SCOPE.test(scope)) return { error: { message: M.scopeInvalid, path: 'scope' } };

  const image = input.image_url === undefined ? (previous?.imageUrl ?? null) : input.image_url?.trim() || null;
  return { fields: { type, tag, scope, name, imageUrl: image, stateCode } };
}

/** The tag as the API names its fields: the audit log's snapshot. */
export const tagSnapshot = (t: TagFields) => ({
  type: t.type,
  tag: t.tag,
  scope: t.scope,
  name: t.name,
  image_url: t.imageUrl,
  state_code: t.stateCode,
});

const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** Null when nothing uses the tag; otherwise the question the editor must confirm. */
export function inUseQuestion(u: TagUsage): string | null {
  const uses = [
    u.articles ? countLabel(u.articles, 'article') : null,
    u.zones ? countLabel(u.zones, 'zone') : null,
    u.curators ? countLabel(u.curators, 'curator') : null,
  ].filter((p): p is string => p !== null);
  const used = uses.length ? `used by ${LIST.format(uses)}` : null;
  const followed = u.follows ? `followed by ${countLabel(u.follows, 'reader')}` : null;
  if (!used && !followed) return null;
  const what = used && followed ? `${used}${uses.length > 1 ? ',' : ''} and ${followed}` : (used ?? followed);
  return `This tag is ${what}. Delete it and remove it from them?`;
}

/** Whether a failed write collided with another tag's (type, key): two editors saving at once. */
export function keyCollision(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String(error);
  return /UNIQUE constraint failed/i.test(text) && /tags_type_tag_unique|tags\.type, tags\.tag/i.test(text);
}
