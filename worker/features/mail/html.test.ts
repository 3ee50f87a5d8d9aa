// E-mail HTML: built from escaped text, and whatever arrives sanitized before sending.
import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml, textToHtml } from './html';

describe('textToHtml', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(textToHtml('Hi <b>Ada</b> & "co"\nsecond line\n\n\nnew <script>x</script>')).toBe(
      '<p>Hi &lt;b&gt;Ada&lt;/b&gt; &amp; &quot;co&quot;<br>second line</p>\n<p>new &lt;script&gt;x&lt;/script&gt;</p>',
    );
    expect(textToHtml('a\r\n\r\nb')).toBe('<p>a</p>\n<p>b</p>');
  });
});

describe('sanitizeMailHtml', () => {
  it('drops scripts, handlers, style sheets, forms and javascript: URLs; keeps simple markup and safe links', () => {
    const dirty =
      '<p style="color:red;background-image:url(https://evil.example/t.png);position:fixed" onclick="x()">Hi</p><script>alert(1)</script><style>p{}</style><form action="https://evil.example"><input></form>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://edgewire.example/a">good</a><img src="data:image/png;base64,AA" alt="d"><iframe src="https://evil.example"></iframe>';
    expect(sanitizeMailHtml(dirty)).toBe(
      '<p style="color:red">Hi</p><a rel="noopener noreferrer">bad</a><a href="https://edgewire.example/a" rel="noopener noreferrer">good</a><img alt="d" />',
    );
  });
  it('leaves text-built HTML unchanged', () => {
    const html = textToHtml('Hello <you>\n\nbye');
    expect(sanitizeMailHtml(html)).toBe(html);
  });
});

describe('the branded layout', () => {
  it('keeps its document, tables and plain inline styles, and its doctype', async () => {
    const { renderLetter } = await import('./templates/render');
    const { Layout, P } = await import('./templates/Layout');
    const { createElement: h } = await import('react');
    const body = h(P, null, 'Body & more');
    const letter = await renderLetter(
      'S',
      h(Layout, { preview: 'pre', heading: 'Hello <you>', site: 'https://edgewire.example', children: body }),
    );
    const clean = sanitizeMailHtml(letter.html);
    expect(clean).toMatch(/^<!DOCTYPE html PUBLIC/);
    expect(clean).toContain('<html dir="ltr" lang="en">');
    expect(clean).toContain('style="background-color:#f8fafc');
    expect(clean).toContain('Hello &lt;you&gt;');
    // No inline style the layout draws is lost to the sanitizer.
    const styles = (html: string) => [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]);
    expect(styles(clean)).toEqual(styles(letter.html));
    expect(styles(clean).length).toBeGreaterThan(10);
    expect(letter.text).toBe('Hello <you>\n\nBody & more\n\nEdgewire · the news, curated · https://edgewire.example');
  });
});
