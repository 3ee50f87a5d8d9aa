// Display selection: the setting picks a document; an empty one falls back to the other; drafts only for those allowed.
import { describe, expect, it } from 'vitest';
import { pickDocument } from './display';

const node = (html: string) => ({ element: 'text', data: { html } });
const both = { document: { children: [node('published')] }, draft: { children: [node('draft')] } };
const onlyDraft = { document: { children: [] }, draft: { children: [node('draft')] } };
const onlyPublished = { document: { children: [node('published')] }, draft: { children: [] } };

describe('pickDocument', () => {
  it('picks the document the setting names', () => {
    expect(pickDocument(both, 'published', true)).toEqual({ shown: 'published', children: both.document.children });
    expect(pickDocument(both, 'draft', true)).toEqual({ shown: 'draft', children: both.draft.children });
  });

  it('falls back to the other document when the picked one is empty', () => {
    expect(pickDocument(onlyPublished, 'draft', true)?.shown).toBe('published');
    expect(pickDocument(onlyDraft, 'published', true)?.shown).toBe('draft');
  });

  it('never shows a draft to a viewer who may not see drafts', () => {
    expect(pickDocument(both, 'draft', false)?.shown).toBe('published');
    expect(pickDocument(onlyDraft, 'published', false)).toBeNull();
    expect(pickDocument(onlyDraft, 'draft', false)).toBeNull();
  });

  it('gives nothing when both are empty or malformed', () => {
    expect(pickDocument({ document: { children: [] }, draft: { children: [] } }, 'published', true)).toBeNull();
    expect(pickDocument({ document: {} as never, draft: null as never }, 'draft', true)).toBeNull();
  });
});
