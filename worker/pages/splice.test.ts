import { describe, expect, it } from 'vitest';
import { fillTemplate, holeToken, keptGuestPage, keptTemplate, propsHole, TEMPLATE_MS, toTemplate } from './page-cache';
import { joinBytes, slotMarker, spliceSlots } from './splice';

const text = (b: Uint8Array) => new TextDecoder().decode(b);
const enc = (s: string) => new TextEncoder().encode(s);

describe('spliceSlots', () => {
  it('replaces each marker with its bytes and keeps the rest, multi-byte text included', () => {
    const html = `<p>Café ✓</p>${slotMarker('a')}<hr>${slotMarker('b-2')}<p>end</p>`;
    const out = spliceSlots(html, (n) => enc(n === 'a' ? '<i>α</i>' : '<b>β</b>'));
    expect(text(out)).toBe('<p>Café ✓</p><i>α</i><hr><b>β</b><p>end</p>');
  });

  it('drops a marker whose slot is unknown and leaves pages without markers unchanged', () => {
    expect(text(spliceSlots(`x${slotMarker('gone')}y`, () => null))).toBe('xy');
    expect(text(spliceSlots('<p>plain</p>', () => enc('never')))).toBe('<p>plain</p>');
  });

  it('does not treat escaped text as a marker', () => {
    const escaped = '&lt;!--ew-slot:a--&gt;';
    expect(text(spliceSlots(escaped, () => enc('X')))).toBe(escaped);
  });
});

describe('joinBytes', () => {
  it('concatenates a range of chunks', () => {
    const chunks = ['a', 'bc', 'd'].map(enc);
    expect(text(joinBytes(chunks, 1, 3))).toBe('bcd');
    expect(joinBytes(chunks, 2, 2).byteLength).toBe(0);
  });
});

describe('page templates (page-cache.ts)', () => {
  const island = (props: string) => `<div data-island="Engagement" data-props="${props}" class="contents"></div>`;

  it('fills holes, island props and slots, and keeps everything else byte for byte', () => {
    const html = `<p>Hi ${holeToken('username')}, Café ✓</p>${slotMarker('z0-1')}${island('{&quot;votes&quot;:[]}')}<p>end</p>`;
    const parts = toTemplate(html, ['Engagement']);
    const out = fillTemplate(parts, { username: 'Ana &amp; Bo', [propsHole('Engagement')]: '{&quot;votes&quot;:[[1,1]]}' }, (n) =>
      n === 'z0-1' ? enc('<i>zone</i>') : null,
    );
    expect(text(out)).toBe(`<p>Hi Ana &amp; Bo, Café ✓</p><i>zone</i>${island('{&quot;votes&quot;:[[1,1]]}')}<p>end</p>`);
  });

  it('leaves unknown holes empty and does not take look-alike text for a hole', () => {
    const parts = toTemplate(`a${holeToken('gone')}b ew-hole-username-000000000000 ${island('x')}`, []);
    expect(text(fillTemplate(parts, {}))).toBe(`ab ew-hole-username-000000000000 ${island('x')}`);
  });

  it('keeps a template until it is TEMPLATE_MS old or the generation moves, then draws it again', () => {
    let renders = 0;
    const render = () => `<p>${++renders}</p>`;
    const key = `k${Math.random()}`;
    const t0 = Date.now();
    const drawn = (generation: string, at: number) => text(fillTemplate(keptTemplate(key, generation, [], render, at), {}));
    expect(drawn('g1', t0)).toBe('<p>1</p>');
    expect(drawn('g1', t0 + TEMPLATE_MS - 1)).toBe('<p>1</p>');
    expect(drawn('g1', t0 + TEMPLATE_MS)).toBe('<p>2</p>');
    expect(drawn('g2', t0 + TEMPLATE_MS)).toBe('<p>3</p>');
  });
});

describe('guest pages (page-cache.ts)', () => {
  it('draws a page once per source and key, keeps a few keys per source and nothing that drew nothing', () => {
    const source = {};
    let draws = 0;
    const draw = (s: string) => () => {
      draws++;
      return enc(s) as Uint8Array<ArrayBuffer>;
    };
    const first = keptGuestPage(source, '/trending', draw('a'));
    expect(keptGuestPage(source, '/trending', draw('b'))).toBe(first);
    expect(text(keptGuestPage(source, '/', draw('c'))!)).toBe('c');
    // Another source (the view drawn again) draws again under the same key.
    expect(text(keptGuestPage({}, '/trending', draw('d'))!)).toBe('d');
    expect(draws).toBe(3);
    expect(keptGuestPage(source, '/none', () => null)).toBeNull();
    expect(text(keptGuestPage(source, '/none', draw('e'))!)).toBe('e');
    // Past eight keys the oldest goes.
    for (let i = 0; i < 8; i++) keptGuestPage(source, `/k${i}`, draw(`k${i}`));
    expect(text(keptGuestPage(source, '/trending', draw('again'))!)).toBe('again');
  });
});
