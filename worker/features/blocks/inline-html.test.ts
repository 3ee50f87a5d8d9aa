import { describe, expect, it } from 'vitest';
import { inlineHtml } from '../../../client/browser/admin/inline-html';

describe('inlineHtml', () => {
  it('keeps one paragraph as its inline markup', () => {
    expect(inlineHtml('<p>Read <strong>Plus</strong> <a href="/subscribe">now</a></p>')).toBe(
      'Read <strong>Plus</strong> <a href="/subscribe">now</a>',
    );
  });
  it('turns paragraphs, headings and list items into lines', () => {
    expect(inlineHtml('<h2>Title</h2><p>One</p><ul><li><p>a</p></li><li><p>b</p></li></ul>')).toBe('Title<br>One<br>a<br>b');
  });
  it('keeps hard breaks and answers empty for an empty editor', () => {
    expect(inlineHtml('<p>a<br>b</p>')).toBe('a<br>b');
    expect(inlineHtml('<p></p>')).toBe('');
  });
});
