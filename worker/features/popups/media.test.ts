// Spec §5, popup media, as a table: an image by its extension (jpg, jpeg, png, gif, webp, svg, bmp,
// tiff, tif), a video from YouTube or Rumble (the one embed rule, contracts/embeds.ts), else
// nothing shown; and a config with anything else is refused with 'Invalid YouTube or Rumble URL'.
import { describe, expect, it } from 'vitest';
import { INVALID_VIDEO } from '../../contracts/embeds';
import { finishConfig, popupMedia } from './rules';

describe('popupMedia', () => {
  it.each([
    ['/media/offer.jpg', 'image'],
    ['/media/offer.JPEG', 'image'],
    ['https://cdn.example/a.png?w=2#x', 'image'],
    ['https://cdn.example/a.gif', 'image'],
    ['https://cdn.example/a.webp', 'image'],
    ['https://cdn.example/a.svg', 'image'],
    ['https://cdn.example/a.bmp', 'image'],
    ['https://cdn.example/a.tiff', 'image'],
    ['https://cdn.example/a.tif', 'image'],
    ['https://youtu.be/M7lc1UVf-VE', 'video'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'video'],
    ['https://www.youtube.com/shorts/M7lc1UVf-VE', 'video'],
    ['https://rumble.com/embed/v4abcd1/', 'video'],
    ['https://rumble.com/v4abcd1-title.html', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://x.com/a/status/123', null],
    ['https://vimeo.com/1', null],
    ['https://cdn.example/a.mp4', null],
    ['https://cdn.example/a.png.exe', null],
    ['https://cdn.example/page?img=a.png', null],
    ['', null],
  ])('%s → %s', (url, kind) => {
    expect(popupMedia(url)).toBe(kind);
  });

  it.each(['https://vimeo.com/1', 'https://x.com/a/status/123', 'https://example.com/page'])('a popup with %s is refused', (imageUrl) => {
    expect(finishConfig({ imageUrl } as Parameters<typeof finishConfig>[0])).toEqual({
      error: { message: INVALID_VIDEO, path: 'imageUrl' },
    });
  });
});
