// The articles list call's rules as tables (service spec §7; docs/decisions/024).
import { describe, expect, it } from 'vitest';
import { editorOnlyField, type ListCall, listScopes, personalFeed } from './article-list';

describe('listScopes', () => {
  const table: [string, ListCall, boolean, string[] | undefined][] = [
    ['a reader’s bare list is their feed', {}, true, ['feed:for-me']],
    ['a guest’s bare list is every published story', {}, false, undefined],
    ['a named scope is kept', { scope: ['feed:near-me'] }, true, ['feed:near-me']],
    ['a guest’s named scope is kept', { scope: ['category:politics'] }, false, ['category:politics']],
    ['an empty scope list is no scope', { scope: [] }, true, ['feed:for-me']],
    ['a search finds every story', { q: 'storm' }, true, undefined],
    ['a search within a scope stays in it', { q: 'storm', scope: ['topic:climate'] }, true, ['topic:climate']],
    ['an editor’s drafts are not their feed', { status: 'drafted' }, true, undefined],
    ['nor the scheduled list', { scheduled: true }, true, undefined],
    ['published is the default status', { status: 'published' }, true, ['feed:for-me']],
  ];
  it.each(table)('%s', (_what, call, signedIn, expected) => expect(listScopes(call, signedIn)).toEqual(expected));
});

describe('editorOnlyField', () => {
  const table: [ListCall, 'status' | 'scheduled' | null][] = [
    [{}, null],
    [{ status: 'published' }, null],
    [{ scheduled: false }, null],
    [{ status: 'drafted' }, 'status'],
    [{ scheduled: true }, 'scheduled'],
    [{ status: 'drafted', scheduled: true }, 'status'],
  ];
  it.each(table)('%j → %s', (call, expected) => expect(editorOnlyField(call)).toBe(expected));
});

describe('personalFeed', () => {
  it.each([
    [undefined, null],
    [['topic:climate'], null],
    [['feed:for-me'], 'feed:for-me'],
    [['topic:climate', 'feed:near-me'], 'feed:near-me'],
  ] as const)('%j → %s', (scopes, expected) => expect(personalFeed(scopes as string[] | undefined)).toBe(expected));
});
