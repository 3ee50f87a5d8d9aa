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
  it('drops scripts, handlers, styles, forms and javascript: URLs; keeps simple markup and safe links', () => {
    const dirty =
      '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><style>p{}</style><form action="https://evil.example"><input></form>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://edgewire.example/a">good</a><img src="data:image/png;base64,AA" alt="d"><iframe src="https://evil.example"></iframe>';
    expect(sanitizeMailHtml(dirty)).toBe(
      '<p>Hi</p><a rel="noopener noreferrer">bad</a><a href="https://edgewire.example/a" rel="noopener noreferrer">good</a><img alt="d" />',
    );
  });
  it('leaves text-built HTML unchanged', () => {
    const html = textToHtml('Hello <you>\n\nbye');
    expect(sanitizeMailHtml(html)).toBe(html);
  });
});
