// Proxy URLs the client builds: encoded source (but '/' and ':'), clamped sizes, 2× for boxes narrower than 284.
import { describe, expect, it } from 'vitest';
import { cardImageSrc, proxiedImage } from './images';

describe('proxiedImage', () => {
  it('encodes the source and names width and height', () => {
    expect(proxiedImage('/media/seed/articles/1.png', 800, 450)).toBe(
      '/aux/images/view?url=/media/seed/articles/1.png&width=800&height=450',
    );
    expect(proxiedImage('https://img.example.com/a b.jpg?x=1&y=2')).toBe(
      '/aux/images/view?url=https://img.example.com/a%20b.jpg%3Fx%3D1%26y%3D2&width=284&height=284',
    );
  });

  it('clamps sizes to what the proxy accepts', () => {
    expect(proxiedImage('/media/a.png', 0, 5000)).toMatch(/&width=1&height=2000$/);
    expect(proxiedImage('/media/a.png', 283.6, Number.NaN)).toMatch(/&width=284&height=284$/);
  });
});

describe('cardImageSrc', () => {
  it('asks for the box size, or twice it for boxes narrower than 284', () => {
    expect(cardImageSrc('/media/a.png', 284, 160)).toMatch(/&width=284&height=160$/);
    expect(cardImageSrc('/media/a.png', 80, 80)).toMatch(/&width=160&height=160$/);
    expect(cardImageSrc('/media/a.png', 640, 360)).toMatch(/&width=640&height=360$/);
  });
});
