import { describe, expect, it } from 'vitest';
import type { TagDto } from './articles';
import { byline, countLabel, countNoun, groupTags, placeName, tagLabel } from './labels';

const tag = (id: number, type: TagDto['type'], name: string): TagDto => ({
  id,
  type,
  name,
  tag: name.toLowerCase(),
  scope: type,
  image_url: null,
});

describe('countLabel', () => {
  it('says one in the singular and everything else in the plural', () => {
    expect(countLabel(1, 'comment')).toBe('1 comment');
    expect(countLabel(0, 'comment')).toBe('0 comments');
    expect(countLabel(2, 'comment')).toBe('2 comments');
    expect(countLabel(1234, 'up vote')).toBe('1,234 up votes');
    expect(countLabel(1, 'story', 'stories')).toBe('1 story');
    expect(countLabel(3, 'story', 'stories')).toBe('3 stories');
  });
  it('gives the noun alone for a count drawn apart from it', () => {
    expect(countNoun(1, 'comment')).toBe('comment');
    expect(countNoun(1234, 'comment')).toBe('comments');
    expect(countNoun(1, 'story', 'stories')).toBe('story');
  });
});

describe('placeName and tagLabel', () => {
  it('shows a place as "City, ST" and a state by its name', () => {
    expect(placeName('Austin-TX')).toBe('Austin, TX');
    expect(placeName('Salt Lake City-UT')).toBe('Salt Lake City, UT');
    expect(placeName('Texas-TX')).toBe('Texas');
    expect(placeName('New York-NY')).toBe('New York');
  });

  it('leaves names without a known state code alone', () => {
    expect(placeName('Austin')).toBe('Austin');
    expect(placeName('Paris-FR')).toBe('Paris-FR');
    expect(placeName('Austin-tx')).toBe('Austin-tx');
  });

  it('reformats only location tags', () => {
    expect(tagLabel({ type: 'location', name: 'Denver-CO' })).toBe('Denver, CO');
    expect(tagLabel({ type: 'topic', name: 'Covid-19' })).toBe('Covid-19');
    expect(tagLabel({ type: 'publication', name: 'Bay-TX' })).toBe('Bay-TX');
  });
});

describe('byline', () => {
  it('joins the author tags in order, or is null without one', () => {
    expect(byline([tag(1, 'publication', 'Daily'), tag(2, 'author', 'Ana Ruiz')])?.text).toBe('Ana Ruiz');
    expect(byline([tag(2, 'author', 'Ana Ruiz'), tag(3, 'author', 'Bo Chen')])?.text).toBe('Ana Ruiz and Bo Chen');
    expect(byline([tag(2, 'author', 'A'), tag(3, 'author', 'B'), tag(4, 'author', 'C')])?.text).toBe('A, B, and C');
    expect(byline([tag(1, 'publication', 'Daily'), tag(5, 'curator', 'Cy')])).toBeNull();
    // Parts: each author's own tag, in order, and the words between them.
    const parts = byline([tag(2, 'author', 'A'), tag(3, 'author', 'B'), tag(4, 'author', 'C')])!.parts;
    expect(parts.map((p) => ('tag' in p ? p.tag.id : p.text))).toEqual([2, ', ', 3, ', and ', 4]);
  });
});

describe('groupTags', () => {
  it('groups topics, places and curators in tag order, leaving out publication, authors, flags and empty groups', () => {
    const groups = groupTags([
      tag(1, 'publication', 'Daily'),
      tag(2, 'location', 'Austin-TX'),
      tag(3, 'flag', 'Breaking'),
      tag(4, 'topic', 'NFL'),
      tag(5, 'category', 'Sports'),
      tag(6, 'author', 'Ana Ruiz'),
    ]);
    expect(groups.map((g) => [g.label, g.tags.map((t) => t.name)])).toEqual([
      ['Topics', ['NFL', 'Sports']],
      ['Places', ['Austin-TX']],
    ]);
    expect(groupTags([])).toEqual([]);
  });
});
