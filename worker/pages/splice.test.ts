import { describe, expect, it } from 'vitest';
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
