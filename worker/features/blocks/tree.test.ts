// Checking a rich-content tree an editor saves: every node's element, data and children, with the
// path of the first problem; html stored sanitized; the seed's own blocks pass unchanged.
import { describe, expect, it } from 'vitest';
import { banner, pricingTable, privacyPage, termsPage } from '../../../scripts/seed/block-documents';
import { INVALID_VIDEO, UNKNOWN_EMBED } from '../../contracts/embeds';
import { MAX_DEPTH, MAX_NODES } from './prepare';
import { checkDocument, MAX_DOCUMENT_CHARS } from './tree';

const check = (children: unknown[]) => checkDocument({ children }, 'draft');
const errorOf = (children: unknown[]) => {
  const r = check(children);
  return 'error' in r ? r.error : null;
};

describe('checkDocument', () => {
  it('passes the seeded blocks, and checking again changes nothing (an editor can save a block back as read)', () => {
    const colours = { background: '#0b2545', color: '#ffffff' };
    for (const doc of [
      privacyPage(true),
      termsPage(false),
      pricingTable(true),
      banner('{{username}}, hi', 'Body', 'Go', '/subscribe', colours),
    ]) {
      const once = checkDocument(doc, 'draft');
      if (!('doc' in once)) throw new Error(JSON.stringify(once.error));
      expect(checkDocument(once.doc, 'draft')).toEqual(once);
      expect(JSON.stringify(once.doc).length).toBeGreaterThanOrEqual(JSON.stringify(doc).length);
    }
  });

  it('sanitizes html: scripts, event handlers and unsafe links go, tokens stay', () => {
    const r = check([
      { element: 'text', data: { html: '{{username}} <script>alert(1)</script><img src=x onerror=alert(1)><b onmouseover="x()">hi</b>' } },
    ]);
    expect(r).toEqual({ doc: { children: [{ element: 'text', data: { html: '{{username}} <b>hi</b>' } }] } });
  });

  it('names the first broken node by its path', () => {
    expect(errorOf([{ element: 'script' }])).toMatchObject({ path: 'draft.children.0.element' });
    expect(errorOf(['text'])).toMatchObject({ path: 'draft.children.0' });
    expect(errorOf([{ element: 'text', onload: 'x' }])).toMatchObject({ path: 'draft.children.0.onload' });
    expect(errorOf([{ element: 'text', data: [] }])).toMatchObject({ path: 'draft.children.0.data' });
    expect(errorOf([{ element: 'text', data: { html: 5 } }])).toMatchObject({ path: 'draft.children.0.data.html' });
    expect(errorOf([{ element: 'button', data: { label: 'x' }, children: [{ element: 'text' }] }])).toMatchObject({
      path: 'draft.children.0.data.url',
    });
    expect(errorOf([{ element: 'text', children: [{ element: 'text' }] }])).toMatchObject({ path: 'draft.children.0.children' });
    expect(errorOf([{ element: 'container', children: [{ element: 'line-break' }, { element: 'nope' }] }])).toMatchObject({
      path: 'draft.children.0.children.1.element',
    });
  });

  it('takes button links to http(s) addresses and site paths only', () => {
    const button = (url: unknown) => [{ element: 'button', data: { label: 'Go', url } }];
    for (const ok of ['/subscribe', 'https://x.example/a', 'http://x.example']) expect(errorOf(button(ok)), ok).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'mailto:a@b.c', undefined])
      expect(errorOf(button(bad)), String(bad)).toMatchObject({ path: 'draft.children.0.data.url' });
    expect(errorOf([{ element: 'button', data: { url: '/a' } }])).toMatchObject({ path: 'draft.children.0.data.label' });
    expect(errorOf([{ element: 'button', data: { label: 'Go', url: '/a', variant: 'loud' } }])).toMatchObject({
      path: 'draft.children.0.data.variant',
    });
  });

  it('checks embed URLs with the reader side’s rule and its messages', () => {
    expect(errorOf([{ element: 'embed', data: { url: 'https://youtu.be/M7lc1UVf-VE' } }])).toBeNull();
    expect(errorOf([{ element: 'embed', data: { url: 'https://example.com/x' } }])).toEqual({
      message: UNKNOWN_EMBED,
      path: 'draft.children.0.data.url',
    });
    expect(errorOf([{ element: 'embed', data: { url: 'https://vimeo.com/1' } }])).toMatchObject({ message: INVALID_VIDEO });
  });

  it('refuses unsafe style values', () => {
    expect(errorOf([{ element: 'container', data: { backgroundImage: 'javascript:alert(1)' } }])).toMatchObject({
      path: 'draft.children.0.data.backgroundImage',
    });
    expect(errorOf([{ element: 'text', data: { color: 'red; background: url(x)' } }])).toMatchObject({
      path: 'draft.children.0.data.color',
    });
  });

  it('limits depth, node count and size', () => {
    let deep: Record<string, unknown> = { element: 'text', data: { html: 'x' } };
    for (let i = 0; i < MAX_DEPTH; i++) deep = { element: 'container', children: [deep] };
    expect(errorOf([deep])?.message).toMatch(/nested/);
    const many = Array.from({ length: MAX_NODES + 1 }, () => ({ element: 'line-break' }));
    expect(errorOf(many)).toMatchObject({ path: `draft.children.${MAX_NODES}` });
    const huge = [{ element: 'text', data: { html: 'x'.repeat(MAX_DOCUMENT_CHARS) } }];
    expect(errorOf(huge)).toMatchObject({ path: 'draft', tooLarge: true });
  });
});
