// Embeds in article bodies: the sanitizer keeps only the placeholder (canonical URL, title), never
// an editor's iframe; readers get the facade drawn by us, or 'Unknown Embed URL'.
import { describe, expect, it } from 'vitest';
import { expandEmbeds, firstEmbedError } from './body-embeds';
import { sanitizeArticleHtml } from './sanitize';

const read = (html: string) => expandEmbeds(sanitizeArticleHtml(html));

describe('article embeds', () => {
  it.each([
    [
      '<figure data-embed="https://youtu.be/M7lc1UVf-VE"></figure>',
      '<figure data-embed="https://www.youtube.com/watch?v=M7lc1UVf-VE"></figure>',
    ],
    [
      '<figure data-embed="https://youtu.be/M7lc1UVf-VE" data-title="Launch" class="x" onclick="alert(1)" style="color:red"><iframe src="https://evil.example"></iframe></figure>',
      '<figure data-embed="https://www.youtube.com/watch?v=M7lc1UVf-VE" data-title="Launch"></figure>',
    ],
    [
      '<figure data-embed="https://youtu.be/M7lc1UVf-VE" data-title="YouTube video"></figure>',
      '<figure data-embed="https://www.youtube.com/watch?v=M7lc1UVf-VE"></figure>',
    ],
    ['<figure data-embed="https://x.com/a/status/17"></figure>', '<figure data-embed="https://x.com/i/web/status/17"></figure>'],
    ['<figure data-embed="https://example.com/&quot;x"></figure>', '<figure data-embed="https://example.com/&quot;x"></figure>'],
    [
      '<figure data-title="t"><img src="https://cdn.example/a.png"></figure>',
      '<figure><img src="https://cdn.example/a.png" loading="lazy" /></figure>',
    ],
    ['<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe><p>a</p>', '<p>a</p>'],
  ])('sanitizes %s', (html, stored) => {
    expect(sanitizeArticleHtml(html)).toBe(stored);
  });

  it('draws a YouTube placeholder as a facade: proxied still, title, play link, no YouTube address to load', () => {
    const html = read(
      '<p>Before</p><figure data-embed="https://youtu.be/M7lc1UVf-VE" data-title="Launch &lt;live&gt;"></figure><p>After</p>',
    );
    expect(html.startsWith('<p>Before</p><figure class="embed-facade"')).toBe(true);
    expect(html.endsWith('<p>After</p>')).toBe(true);
    expect(html).toContain('data-provider="youtube" data-id="M7lc1UVf-VE" data-title="Launch &lt;live&gt;"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=M7lc1UVf-VE"');
    expect(html).toContain(
      'src="/aux/images/view?url=https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg&amp;width=640&amp;height=360&amp;fallback=blank"',
    );
    expect(html).toContain('aria-label="Play video: Launch &lt;live&gt; (YouTube)"');
    expect(html).not.toMatch(/<iframe|<script|youtube-nocookie/);
  });

  it('Rumble and X have no still: their poster shows', () => {
    const html = read(
      '<figure data-embed="https://rumble.com/embed/v4abcd1/"></figure><figure data-embed="https://x.com/a/status/17"></figure>',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-label="Play video: Rumble video (Rumble)"');
    expect(html).toContain('aria-label="Show post: Post on X (X)"');
  });

  it('a bad URL is the spec’s message in place, and refused on write', () => {
    const stored = sanitizeArticleHtml('<figure data-embed="https://example.com/v"></figure><p>x</p>');
    expect(firstEmbedError(stored)).toBe('Unknown Embed URL');
    expect(firstEmbedError(sanitizeArticleHtml('<figure data-embed="https://vimeo.com/1"></figure>'))).toBe(
      'Invalid YouTube or Rumble URL',
    );
    expect(firstEmbedError(sanitizeArticleHtml('<figure data-embed="https://youtu.be/M7lc1UVf-VE"></figure>'))).toBeNull();
    expect(expandEmbeds(stored)).toBe('<p class="embed-error" data-embed-error="">Unknown Embed URL</p><p>x</p>');
  });

  it('drops what an editor nested in a placeholder, figures included, and leaves other figures alone', () => {
    const html = read(
      '<figure data-embed="https://youtu.be/M7lc1UVf-VE"><figure><figcaption>in</figcaption></figure><p>in too</p></figure><figure><figcaption>kept</figcaption></figure>',
    );
    expect(html).not.toContain('in too');
    expect(html).toContain('<figure><figcaption>kept</figcaption></figure>');
    expect(html.match(/class="embed-facade"/g)).toHaveLength(1);
  });

  it('leaves a body without embeds as it is', () => {
    expect(read('<p>Plain</p>')).toBe('<p>Plain</p>');
  });
});
