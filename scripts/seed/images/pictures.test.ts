/** @module Story pictures: a subject's pictogram over a scene, one look per composition. */
import { describe, expect, it } from 'vitest';
import { compositionOf } from './composition';
import { makeArticleImage, SUBJECTS } from './index';
import { checkImage, expectDifferentBytes, expectSameBytes, readPng } from './test-helpers';

const small = { width: 192, height: 108 };

describe('makeArticleImage with a picture', () => {
  it('depends on the subject and composition alone, so stories sharing a picture share its bytes and blurhash', () => {
    const a = makeArticleImage('article-1', { ...small, picture: { subject: 'basketball', composition: 2 } });
    const b = makeArticleImage('article-99', { ...small, picture: { subject: 'basketball', composition: 2 } });
    expectSameBytes(a.bytes, b.bytes);
    expect(a.blurHash).toBe(b.blurHash);
  });

  it('gives each composition of a subject its own look: scene, palette, placement or frame', () => {
    const looks = Array.from({ length: 8 }, (_, c) => compositionOf('football', c));
    for (let c = 1; c < looks.length; c++) {
      const [prev, cur] = [looks[c - 1], looks[c]];
      expect(cur?.style === prev?.style && cur?.palette === prev?.palette, `composition ${c}`).toBe(false);
    }
    expect(new Set(looks.map((l) => l.palette)).size).toBe(8);
    const images = looks.map((_, composition) => makeArticleImage('x', { ...small, picture: { subject: 'football', composition } }));
    expect(new Set(images.map((i) => i.blurHash)).size).toBe(images.length);
  });

  it('draws every subject as an opaque PNG with a 4x3 blurhash, each different', () => {
    const hashes = new Set<string>();
    for (const subject of SUBJECTS) {
      const img = makeArticleImage('x', { ...small, picture: { subject, composition: 0 } });
      checkImage(img, small.width, small.height, { numX: 4, numY: 3 });
      hashes.add(img.blurHash);
    }
    expect(hashes.size).toBe(SUBJECTS.length);
  });

  it('puts the pictogram where the composition says, over a calm frame', () => {
    for (const composition of [0, 1, 2, 3]) {
      const { x } = compositionOf('ballot-box', composition);
      const png = readPng(makeArticleImage('x', { width: 320, height: 180, picture: { subject: 'ballot-box', composition } }));
      // The column through the pictogram's centre has more distinct colours than the far edge's.
      const column = (cx: number) => new Set(Array.from({ length: 180 }, (_, y) => png.data.readUInt32BE((y * 320 + cx) * 4))).size;
      expect(column(Math.round(320 * x))).toBeGreaterThan(8);
    }
  });

  it('without a picture, still draws each key its own illustration (the popup offer)', () => {
    expectDifferentBytes(makeArticleImage('a', small).bytes, makeArticleImage('b', small).bytes);
  });
});
