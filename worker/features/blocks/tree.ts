/**
 * @module Checking a rich-content tree an admin saves (spec §3 "Rich-content tree"). The reader
 * side (prepare.ts) already drops whatever is unsafe, silently; an editor instead learns at save
 * time which node is wrong, by its path (`draft.children.2.children.0.data.url`). The same limits
 * apply (depth, node count, html length), embed URLs pass the same rule ('Unknown Embed URL'),
 * button links must be http(s) or a site path, and every html is stored sanitized, so the stored
 * draft is what readers will get once it is published.
 */
import { isWebOrSitePath } from '../../contracts/admin-popups';
import { parseEmbed } from '../../contracts/embeds';
import type { RichDocument, RichNode } from '../../db/schema/editorial';
import { BUTTON_SIZES, MAX_DEPTH, MAX_NODES, VARIANTS } from './prepare';
import { sanitizeBlockHtml } from './sanitize';
import { safeColor, safeUrl } from './style';

export const ELEMENTS = ['text', 'line-break', 'container', 'paragraph', 'button', 'embed'] as const;
/** The stored JSON of one document, in characters: far above any real block, far below the 1 MB body limit. */
export const MAX_DOCUMENT_CHARS = 200_000;
export const MAX_HTML_CHARS = 20_000;
const MAX_LABEL = 120;
const WITH_CHILDREN = new Set(['container', 'paragraph']);
const NODE_KEYS = new Set(['element', 'data', 'children']);

export type TreeError = { message: string; path: string; tooLarge?: true };
type Budget = { nodes: number };

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const fail = (message: string, path: string): { error: TreeError } => ({ error: { message, path } });

/** The document to store (html sanitized), or the first problem, its path under `base` ("draft"). */
export function checkDocument(doc: { children: unknown[] }, base: string): { doc: RichDocument } | { error: TreeError } {
  if (JSON.stringify(doc).length > MAX_DOCUMENT_CHARS)
    return { error: { message: `A block document can be at most ${MAX_DOCUMENT_CHARS} characters of JSON`, path: base, tooLarge: true } };
  const children = checkList(doc.children, `${base}.children`, 0, { nodes: MAX_NODES });
  return 'error' in children ? children : { doc: { children: children.nodes } };
}

function checkList(nodes: unknown[], path: string, depth: number, budget: Budget): { nodes: RichNode[] } | { error: TreeError } {
  const out: RichNode[] = [];
  for (const [i, node] of nodes.entries()) {
    const checked = checkNode(node, `${path}.${i}`, depth, budget);
    if ('error' in checked) return checked;
    out.push(checked.node);
  }
  return { nodes: out };
}

function checkNode(node: unknown, path: string, depth: number, budget: Budget): { node: RichNode } | { error: TreeError } {
  if (!isRecord(node)) return fail('A node is an object: { element, data, children }', path);
  if (depth >= MAX_DEPTH) return fail(`Nodes can be nested at most ${MAX_DEPTH} levels deep`, path);
  if (--budget.nodes < 0) return fail(`A block can have at most ${MAX_NODES} nodes`, path);
  const unknown = Object.keys(node).find((k) => !NODE_KEYS.has(k));
  if (unknown) return fail(`Unknown field: ${path}.${unknown}`, `${path}.${unknown}`);
  const element = node.element;
  if (typeof element !== 'string' || !(ELEMENTS as readonly string[]).includes(element))
    return fail(`element must be one of ${ELEMENTS.join(', ')}`, `${path}.element`);
  if (node.data !== undefined && !isRecord(node.data)) return fail('data must be an object', `${path}.data`);
  const data = checkData(element, node.data ?? {}, `${path}.data`);
  if ('error' in data) return data;
  if (node.children !== undefined && !Array.isArray(node.children)) return fail('children must be a list of nodes', `${path}.children`);
  const kids = (node.children as unknown[] | undefined) ?? [];
  if (kids.length && !WITH_CHILDREN.has(element)) return fail(`A ${element} node has no children`, `${path}.children`);
  const children = checkList(kids, `${path}.children`, depth + 1, budget);
  if ('error' in children) return children;
  // The node keeps its own shape: data and children only where the editor gave them.
  return {
    node: {
      element,
      ...(node.data === undefined ? {} : { data: data.data }),
      ...(node.children === undefined ? {} : { children: children.nodes }),
    },
  };
}

function checkData(element: string, data: Record<string, unknown>, path: string): { data: Record<string, unknown> } | { error: TreeError } {
  const out = { ...data };
  if (data.html !== undefined) {
    if (typeof data.html !== 'string') return fail('html must be text', `${path}.html`);
    if (data.html.length > MAX_HTML_CHARS) return fail(`html can be at most ${MAX_HTML_CHARS} characters`, `${path}.html`);
    out.html = sanitizeBlockHtml(data.html);
  }
  for (const key of ['color', 'backgroundColor'] as const) {
    if (data[key] !== undefined && data[key] !== '' && !safeColor(data[key]))
      return fail(`${key} must be a CSS colour: #rgb, #rrggbb, rgb(), hsl() or a colour name`, `${path}.${key}`);
  }
  if (data.backgroundImage !== undefined && data.backgroundImage !== '' && !safeUrl(data.backgroundImage, 'image'))
    return fail('backgroundImage must be an https address or a path on this site', `${path}.backgroundImage`);
  if (element === 'button') {
    if (typeof data.label !== 'string' || !data.label.trim()) return fail('A button needs a label', `${path}.label`);
    if (data.label.length > MAX_LABEL) return fail(`label can be at most ${MAX_LABEL} characters`, `${path}.label`);
    if (typeof data.url !== 'string' || !isWebOrSitePath(data.url.trim()))
      return fail('A button url must be an http(s) address or a path on this site starting with /', `${path}.url`);
    if (data.variant !== undefined && !(VARIANTS as readonly unknown[]).includes(data.variant))
      return fail(`variant must be one of ${VARIANTS.join(', ')}`, `${path}.variant`);
    if (data.size !== undefined && !(BUTTON_SIZES as readonly unknown[]).includes(data.size))
      return fail(`size must be one of ${BUTTON_SIZES.join(', ')}`, `${path}.size`);
  }
  if (element === 'embed') {
    const embed = parseEmbed(data.url);
    if ('error' in embed) return fail(embed.error, `${path}.url`);
  }
  return { data: out };
}
