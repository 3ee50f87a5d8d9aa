import { describe, expect, it } from 'vitest';
import type { TagDto } from './articles';
import { type CardViewModel, categoryTag, inZone, timeLapse } from './cards';
import { blurhashAverageColor } from './placeholder';

const tag = (name: string, type: TagDto['type']): TagDto => ({
  id: name.length,
  name,
  type,
  tag: name.toLowerCase(),
  scope: `${type}:${name}`,
  image_url: null,
});

describe('category tag rule', () => {
  it('prefers the first category or topic tag', () => {
    expect(categoryTag([tag('Reuters', 'publication'), tag('Science', 'topic'), tag('Politics', 'category')])?.name).toBe('Science');
  });
  it('skips a category or topic named after a weekday', () => {
    expect(categoryTag([tag('Monday', 'topic'), tag('Weekend', 'topic')])?.name).toBe('Weekend');
  });
  it('never falls back to the publisher, a place, a person or a flag: no category means an empty slot', () => {
    expect(categoryTag([tag('Pacific Ridge Press', 'publication'), tag('Austin-TX', 'location')])).toBeNull();
    expect(categoryTag([tag('Monday', 'flag'), tag('Breaking', 'flag'), tag('Ana Ruiz', 'author'), tag('Cy', 'curator')])).toBeNull();
    expect(categoryTag([tag('Friday', 'category')])).toBeNull();
    expect(categoryTag([])).toBeNull();
  });
});

describe('timeLapse', () => {
  const now = 1_800_000_000;
  it.each([
    [10, 'less than a minute ago'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, 'about 3 hours ago'],
    [2 * 86_400, '2 days ago'],
    [65 * 86_400, 'about 2 months ago'],
  ])('%i seconds → %s', (ago, text) => expect(timeLapse(now - ago, now)).toBe(text));
});

describe('blurhashAverageColor', () => {
  it('decodes the DC term of a real hash', () => {
    // The blurhash README's sample; its average colour is a warm grey-brown.
    expect(blurhashAverageColor('LEHV6nWB2yk8pyo0adR*.7kCMdnj')).toMatch(/^#[0-9a-f]{6}$/);
    expect(blurhashAverageColor('00')).toBeNull();
    expect(blurhashAverageColor('LE!!!!')).toBeNull();
  });
});

describe('inZone: a category label that repeats the zone title is left out', () => {
  const politics = { id: 1, name: 'Politics', type: 'category', tag: 'politics', scope: 'category:politics', image_url: null } as TagDto;
  const card = { tag: politics } as CardViewModel;
  it.each([
    ['Politics', null],
    ['  POLITICS ', null],
    ['Top Stories', politics],
    ['', politics],
    [null, politics],
    [undefined, politics],
  ])('zone %j → tag %j', (title, want) => expect(inZone(card, title).tag).toEqual(want));
  it('keeps a card without a category as it is', () => {
    const bare = { tag: null } as CardViewModel;
    expect(inZone(bare, 'Politics')).toBe(bare);
  });
});
