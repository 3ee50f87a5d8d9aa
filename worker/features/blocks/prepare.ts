/**
 * @module Turns a stored rich-content tree into what the renderer draws. All the trust decisions
 * happen here, on the server: tokens replaced and html sanitized, styles mapped through the
 * allow-list, button links and embed URLs checked. The renderer (client/components/RichContent)
 * only draws the result. Unknown elements are dropped; depth and size are capped so a broken or
 * hostile block cannot blow up a page.
 */

import { type EmbedProvider, embedTitle, parseEmbed } from '../../contracts/embeds';
import type { RichNode } from '../../db/schema/editorial';
import { sanitizeBlockHtml } from './sanitize';
import { type Css, type Direction, safeUrl, styleFor } from './style';
import { replaceTokens, type TokenContext } from './tokens';

export const VARIANTS = ['primary', 'secondary', 'warning', 'outline'] as const;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type Variant = (typeof VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export type PreparedNode =
  | { kind: 'container'; style: Css; children: PreparedNode[] }
  | { kind: 'paragraph'; style: Css; html: string | null; children: PreparedNode[] }
  | { kind: 'text'; style: Css; html: string }
  | { kind: 'line-break' }
  | { kind: 'button'; style: Css; label: string; href: string; variant: Variant; size: ButtonSize }
  | { kind: 'embed'; style: Css; provider: EmbedProvider; id: string; src: string; title: string }
  | { kind: 'embed-error'; style: Css; message: string };

export const MAX_DEPTH = 12;
export const MAX_NODES = 2000;
const MAX_HTML = 20_000;

/**
 * Who a node is for (`data.audience`, our addition to the block format, docs/decisions/018):
 * 'readers' only to someone signed in (an account box), 'guests' only to guests (a sign-up
 * nudge), anything else to everyone. A signed-in page's context carries the reader's username.
 */
export function shownTo(audience: unknown, context: TokenContext): boolean {
  if (audience === 'readers') return Boolean(context.username);
  if (audience === 'guests') return !context.username;
  return true;
}

export function prepareTree(children: readonly RichNode[], context: TokenContext): PreparedNode[] {
  const budget = { nodes: MAX_NODES };
  return prepareList(children, context, 'vertical', 0, budget);
}

function prepareList(
  nodes: readonly unknown[],
  context: TokenContext,
  parent: Direction,
  depth: number,
  budget: { nodes: number },
): PreparedNode[] {
  if (!Array.isArray(nodes) || depth >= MAX_DEPTH) return [];
  const out: PreparedNode[] = [];
  for (const node of nodes) {
    if (budget.nodes-- <= 0) break;
    const prepared = prepareNode(node, context, parent, depth, budget);
    if (prepared) out.push(prepared);
  }
  return out;
}

function html(value: unknown, context: TokenContext): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  return sanitizeBlockHtml(replaceTokens(value.slice(0, MAX_HTML), context));
}

function prepareNode(
  node: unknown,
  context: TokenContext,
  parent: Direction,
  depth: number,
  budget: { nodes: number },
): PreparedNode | null {
  if (!node || typeof node !== 'object') return null;
  const { element, children } = node as RichNode;
  const data = ((node as RichNode).data && typeof (node as RichNode).data === 'object' ? (node as RichNode).data : {}) as Record<
    string,
    unknown
  >;
  const kids = Array.isArray(children) ? children : [];
  if (!shownTo(data.audience, context)) return null;
  switch (element) {
    case 'container': {
      const direction: Direction = data.direction === 'horizontal' ? 'horizontal' : 'vertical';
      return {
        kind: 'container',
        style: styleFor(element, data, parent),
        children: prepareList(kids, context, direction, depth + 1, budget),
      };
    }
    case 'paragraph':
      return {
        kind: 'paragraph',
        style: styleFor(element, data, parent),
        html: html(data.html, context),
        children: prepareList(kids, context, 'horizontal', depth + 1, budget),
      };
    case 'text': {
      const text = html(data.html, context);
      return text === null ? null : { kind: 'text', style: styleFor(element, data, parent), html: text };
    }
    case 'line-break':
      return { kind: 'line-break' };
    case 'button': {
      const label = typeof data.label === 'string' ? data.label.trim().slice(0, 120) : '';
      const href = safeUrl(data.url, 'link');
      // A button that goes nowhere is worse than none: the page has no script to run `action`.
      if (!label || !href) return null;
      const variant = (VARIANTS as readonly unknown[]).includes(data.variant) ? (data.variant as Variant) : 'primary';
      const size = (BUTTON_SIZES as readonly unknown[]).includes(data.size) ? (data.size as ButtonSize) : 'medium';
      return { kind: 'button', style: styleFor(element, data, parent), label, href, variant, size };
    }
    case 'embed': {
      const style = styleFor(element, data, parent);
      const embed = parseEmbed(data.url);
      return 'error' in embed
        ? { kind: 'embed-error', style, message: embed.error }
        : {
            kind: 'embed',
            style,
            provider: embed.provider,
            id: embed.id,
            src: embed.src,
            title: embedTitle(embed, typeof data.title === 'string' ? data.title : null),
          };
    }
    default:
      return null;
  }
}

/** Plain text of a prepared tree (for descriptions and tests). */
export function textOf(nodes: readonly PreparedNode[]): string {
  return nodes
    .map((n) => {
      if (n.kind === 'text') return n.html;
      if (n.kind === 'paragraph') return [n.html ?? '', textOf(n.children)].join(' ');
      if (n.kind === 'container') return textOf(n.children);
      if (n.kind === 'button') return n.label;
      return '';
    })
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
