import { describe, expect, it } from 'vitest';
import { originalStory } from './original';

const SITE = 'http://edgewire.test';
const other = (url: string | null) => originalStory({ url, content_type: 'other' }, SITE);

describe('the link to the original story', () => {
  it('links an http(s) url of another site, naming its host as the browser will see it', () => {
    expect(other('https://dailyledger.com/nation/2026/11/20/storm')).toEqual({
      href: 'https://dailyledger.com/nation/2026/11/20/storm',
      host: 'dailyledger.com',
    });
    expect(other('http://news.example/a?b=1#c')).toEqual({ href: 'http://news.example/a?b=1#c', host: 'news.example' });
    expect(originalStory({ url: 'https://ai.example/x', content_type: 'mxm_ai' }, SITE)?.host).toBe('ai.example');
    // The parser's own form: case folded, punycode for look-alike letters, a port kept in the host.
    expect(other('HTTPS://News.Example/Story')).toEqual({ href: 'https://news.example/Story', host: 'news.example' });
    expect(other('https://bücher.example/a')?.host).toBe('xn--bcher-kva.example');
    expect(other('https://news.example:8443/a')?.host).toBe('news.example:8443');
    // A backslash is a slash to the browser: the host named is the one it goes to.
    expect(other('https://evil.example\\@dailyledger.com/x')?.host).toBe('evil.example');
  });

  it.each([
    null,
    '',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://dailyledger.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:desk@dailyledger.com',
    'ftp://files.example/story',
    '//evil.example/story',
    '/article/1',
    'dailyledger.com/story',
    'https://',
    'https://localhost/story',
    'https://exa mple.com/story',
    'https://[not-an-ip].example/story',
    'not a url at all',
  ])('never links %j', (url) => {
    expect(other(url)).toBeNull();
  });

  it('never links a url carrying credentials, which would hide the real host or leak them', () => {
    expect(other('https://dailyledger.com@evil.example/story')).toBeNull();
    expect(other('https://user:secret@dailyledger.com/story')).toBeNull();
  });

  it('does not link an Edgewire exclusive (the page is the original) nor a page of this site', () => {
    expect(originalStory({ url: 'https://dailyledger.com/story', content_type: 'mxm_exclusive' }, SITE)).toBeNull();
    expect(other('https://edgewire.test/article/12')).toBeNull();
    expect(other('http://EDGEWIRE.test:8080/originals/x')).toBeNull();
    // A site whose name merely contains ours is another site.
    expect(other('https://edgewire.test.example/story')?.host).toBe('edgewire.test.example');
  });
});
