/**
 * @module How a posted form becomes the body an API schema reads, pure: the one form route
 * (http/form.ts) runs it on every form post. A field's name is the path the API's errors name it
 * by (`title`, `config.trigger.0.delay`, `zones.2.tags`), so a refusal lands on the input it is
 * about. Then, led by that same schema, the strings become what it takes: numbers, checkboxes,
 * lists. Conform's `parseWithZod` is the model (decision 050-one-form-route).
 */
import type { z } from 'zod';
import { ticked } from '../contracts/forms';
import { badRequest } from './errors';

export type PostedValue = string | File;
export type Posted = PostedValue | Posted[] | PostedObject;
export type PostedObject = { [name: string]: Posted };

/** Deeper names than any form of ours has are junk, refused before they cost anything. */
const MAX_DEPTH = 8;
const INDEX = /^\d+$/;
/** Names that would reach an object's prototype rather than a field. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

type Leaf = { values: PostedValue[] };
type Branch = { children: Map<string, Node>; list: boolean | null };
type Node = Leaf | Branch;

const notAField = (name: string) => badRequest(`${name} is not a field of this form`, name);
const single = (path: string) => badRequest(`${path} must be a single text value`, path);

/** `007` and `7` are one place; places compare as numbers of any length, never through a float. */
const placeKey = (segment: string) => segment.replace(/^0+(?=\d)/, '');
const byPlace = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The posted fields as one nested object. A numeric segment is a place in a list: the places
 * posted are kept in their order and closed up, so a missing index leaves no hole and a huge one
 * (`zones.99999`) no huge array. A name posted more than once is the list of its values. A name
 * that is both a value and a group, a group that mixes places and names, an empty or reserved
 * segment, or a path deeper than 8 is a 400 naming it.
 */
export function nestFields(entries: Iterable<readonly [string, PostedValue]>): PostedObject {
  const root: Branch = { children: new Map(), list: false };
  for (const [name, value] of entries) {
    const segments = name.split('.');
    if (segments.length > MAX_DEPTH || segments.some((s) => s === '' || RESERVED.has(s))) throw notAField(name);
    let branch = root;
    segments.forEach((segment, i) => {
      const path = segments.slice(0, i + 1).join('.');
      const place = branch !== root && INDEX.test(segment);
      if (branch !== root) {
        branch.list ??= place;
        if (branch.list !== place) throw badRequest(`${segments.slice(0, i).join('.')} mixes places and names`, path);
      }
      const key = place ? placeKey(segment) : segment;
      const node = branch.children.get(key);
      if (i === segments.length - 1) {
        if (node === undefined) branch.children.set(key, { values: [value] });
        else if ('values' in node) node.values.push(value);
        else throw badRequest(`${path} is posted both as a value and as a group`, path);
        return;
      }
      if (node !== undefined && 'values' in node) throw badRequest(`${path} is posted both as a value and as a group`, path);
      const next: Branch = node ?? { children: new Map(), list: null };
      branch.children.set(key, next);
      branch = next;
    });
  }
  return build(root) as PostedObject;
}

function build(node: Node): Posted {
  if ('values' in node) return node.values.length === 1 ? node.values[0]! : node.values;
  const entries = [...node.children];
  if (node.list) return entries.sort(([a], [b]) => byPlace(a, b)).map(([, child]) => build(child));
  return Object.fromEntries(entries.map(([key, child]) => [key, build(child)]));
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const isGroup = (v: unknown): v is PostedObject => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof File);

/** One text value where the schema takes one: a list or a file there is a 400 naming the field. */
function text(value: unknown, path: string): unknown {
  if (Array.isArray(value) || value instanceof File) throw single(path);
  return value;
}

/**
 * The posted value as the schema takes it, where a form can only send text: a number from its
 * digits ('' is no number: left out), a checkbox's tick as a boolean, one value as a list of one.
 * Everything else stays as posted, for the schema to accept or refuse with its own message (a
 * number that is not one arrives as NaN, which it refuses as it would in JSON).
 */
export function coerceTo(schema: z.ZodType, value: unknown, path = ''): unknown {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return coerceTo(def.innerType, value, path);
  if (def.type === 'pipe' && def.in) return coerceTo(def.in, value, path);
  if (def.type === 'lazy' && def.getter) return coerceTo(def.getter(), value, path);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'object': {
      if (!isGroup(value) || !def.shape) return value;
      const shape = def.shape;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape[k] ? coerceTo(shape[k], v, at(k)) : v]));
    }
    case 'array': {
      if (value === undefined || !def.element) return value;
      const element = def.element;
      return (Array.isArray(value) ? value : [value]).map((v, i) => coerceTo(element, v, at(i)));
    }
    case 'number': {
      const v = text(value, path);
      if (typeof v !== 'string') return v;
      const t = v.trim();
      if (t === '') return undefined;
      // Read as it prints ('12', never '012', '+12' or '1.2e1'), as an id is (contracts/ids.ts): a
      // form's id then passes exactly where the API's and the path's do; another spelling is NaN.
      const n = Number(t);
      return String(n) === t ? n : Number.NaN;
    }
    case 'boolean': {
      const v = text(value, path);
      return typeof v === 'string' ? ticked(v) : v;
    }
    case 'string':
    case 'enum':
    case 'literal':
      return text(value, path);
    default:
      return value;
  }
}

/**
 * Checkboxes the form shows, which post nothing when unticked: each named path (`*` for every
 * place of a list: `zones.*.hide_title`) that is missing becomes an unticked box ('false').
 */
export function withCheckboxes(posted: PostedObject, paths: readonly string[]): PostedObject {
  const mark = (node: Posted | undefined, segments: readonly string[]): Posted | undefined => {
    const [head, ...rest] = segments;
    if (head === undefined) return node ?? 'false';
    if (head === '*') return Array.isArray(node) ? node.map((item) => mark(item, rest) as Posted) : node;
    if (node !== undefined && !isGroup(node)) return node;
    const marked = mark(node?.[head], rest);
    return marked === undefined ? node : { ...node, [head]: marked };
  };
  return paths.reduce((acc, path) => mark(acc, path.split('.')) as PostedObject, posted);
}

/** The last text value of each name as posted, for a page drawn again with what was typed. */
export function flatFields(entries: Iterable<readonly [string, PostedValue]>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of entries) if (typeof value === 'string') flat[name] = value;
  return flat;
}
