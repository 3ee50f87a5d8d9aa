// Token replacement in block html: context value, else the fallback entry, else "Unknown"; always escaped.
import { describe, expect, it } from 'vitest';
import { replaceTokens } from './tokens';

describe('replaceTokens', () => {
  it('replaces {{name}} from the context map', () => {
    expect(replaceTokens('Signed in as <b>{{username}}</b>?', { username: 'jane' })).toBe('Signed in as <b>jane</b>?');
    expect(replaceTokens('{{ username }}, hi {{username}}', { username: 'jo' })).toBe('jo, hi jo');
  });

  it('uses the fallback entry for a missing or empty token, else Unknown', () => {
    expect(replaceTokens('{{username}}', { fallback: 'Guest' })).toBe('Guest');
    expect(replaceTokens('{{username}}', { username: '', fallback: 'Guest' })).toBe('Guest');
    expect(replaceTokens('{{username}}', {})).toBe('Unknown');
    expect(replaceTokens('{{city}}', { username: 'x' })).toBe('Unknown');
  });

  it('escapes values so a token never becomes markup', () => {
    expect(replaceTokens('{{username}}', { username: '<img src=x onerror=alert(1)>' })).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('leaves text that is not a token alone', () => {
    expect(replaceTokens('{single} {{}} {{with space}} {{a}b}}', { a: 'A' })).toBe('{single} {{}} {{with space}} {{a}b}}');
  });
});
