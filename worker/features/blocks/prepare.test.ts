// Preparing a stored tree for the renderer: sanitized html, tokens, checked links and embeds, capped size.
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, prepareTree, textOf } from './prepare';
import { sanitizeBlockHtml } from './sanitize';

describe('sanitizeBlockHtml', () => {
  it('keeps inline formatting and safe links', () => {
    expect(sanitizeBlockHtml('<b>Bold</b> <s>$119.52</s> <a href="/help">Contact support</a>')).toBe(
      '<b>Bold</b> <s>$119.52</s> <a href="/help" rel="noopener noreferrer nofollow">Contact support</a>',
    );
  });

  it('removes scripts, handlers, styles, javascript: links and block tags', () => {
    const out = sanitizeBlockHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)><span style="position:fixed">s</span><iframe src="https://evil.example"></iframe><div>d</div></p>',
    );
    expect(out).toBe('Hi<a rel="noopener noreferrer nofollow">x</a><span>s</span>d');
    expect(sanitizeBlockHtml('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });
});

describe('prepareTree', () => {
  it('prepares each element kind', () => {
    const nodes = prepareTree(
      [
        {
          element: 'container',
          data: { direction: 'horizontal', gap: 8 },
          children: [
            { element: 'text', data: { html: 'Hello {{username}}<script>x</script>', fontWeight: 700 } },
            {
              element: 'paragraph',
              data: {},
              children: [{ element: 'text', data: { html: 'a' } }, { element: 'line-break' }, { element: 'text', data: { html: 'b' } }],
            },
            { element: 'button', data: { label: 'Go', url: '/subscribe', variant: 'warning', size: 'large', action: 'navigate' } },
            { element: 'embed', data: { url: 'https://youtu.be/M7lc1UVf-VE', height: 360 } },
            { element: 'embed', data: { url: 'https://vimeo.com/1' } },
          ],
        },
      ],
      { username: '<b>Jo</b>' },
    );
    expect(nodes).toHaveLength(1);
    const c = nodes[0]!;
    expect(c.kind).toBe('container');
    if (c.kind !== 'container') return;
    expect(c.style).toMatchObject({ flexDirection: 'row', gap: 8 });
    expect(c.children.map((n) => n.kind)).toEqual(['text', 'paragraph', 'button', 'embed', 'embed-error']);
    expect(c.children[0]).toEqual({ kind: 'text', style: { fontWeight: 700 }, html: 'Hello &lt;b&gt;Jo&lt;/b&gt;' });
    expect(c.children[2]).toMatchObject({ kind: 'button', label: 'Go', href: '/subscribe', variant: 'warning', size: 'large' });
    expect(c.children[3]).toMatchObject({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      title: 'YouTube video',
      style: { height: 360 },
    });
    expect(c.children[4]).toMatchObject({ kind: 'embed-error', message: 'Invalid YouTube or Rumble URL' });
  });

  it('drops unknown elements, empty text and buttons that go nowhere safe', () => {
    const nodes = prepareTree(
      [
        { element: 'script', data: { html: 'x' } },
        { element: 'text', data: { html: '   ' } },
        { element: 'button', data: { label: 'Bad', url: 'javascript:alert(1)' } },
        { element: 'button', data: { label: '', url: '/x' } },
        { element: 'button', data: { label: 'Odd variant', url: '/x', variant: 'evil', size: 'huge' } },
        null as never,
      ],
      {},
    );
    expect(nodes).toEqual([{ kind: 'button', style: {}, label: 'Odd variant', href: '/x', variant: 'primary', size: 'medium' }]);
  });

  it("leaves out a node meant for readers on a guest's page, and one meant for guests on a reader's", () => {
    const tree = [
      { element: 'text', data: { html: 'Signed in as {{username}}', audience: 'readers' } },
      { element: 'text', data: { html: 'Join us', audience: 'guests' } },
      { element: 'text', data: { html: 'Everyone' } },
    ];
    const texts = (ctx: Record<string, string | undefined>) => prepareTree(tree, ctx).map((n) => (n.kind === 'text' ? n.html : n.kind));
    expect(texts({ username: undefined, fallback: 'Guest' })).toEqual(['Join us', 'Everyone']);
    expect(texts({ username: 'ada', fallback: 'Guest' })).toEqual(['Signed in as ada', 'Everyone']);
  });

  it('caps nesting depth', () => {
    let deep: { element: string; children?: unknown[]; data?: unknown } = { element: 'text', data: { html: 'bottom' } };
    for (let i = 0; i < MAX_DEPTH + 5; i++) deep = { element: 'container', children: [deep] };
    expect(textOf(prepareTree([deep as never], {}))).toBe('');
    expect(textOf(prepareTree([{ element: 'container', children: [{ element: 'text', data: { html: 'shallow' } }] }], {}))).toBe('shallow');
  });
});
