// Embed URLs: YouTube (11-character id), Rumble embeds and X/Twitter posts become provider embed pages; others an error text.
import { describe, expect, it } from 'vitest';
import { INVALID_VIDEO, parseEmbed, UNKNOWN_EMBED } from './embed';

describe('parseEmbed', () => {
  it('accepts every common YouTube link form and embeds it without cookies', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://youtube.com/watch?v=M7lc1UVf-VE&t=30s',
      'https://m.youtube.com/watch?v=M7lc1UVf-VE',
      'https://youtu.be/M7lc1UVf-VE',
      'https://www.youtube.com/embed/M7lc1UVf-VE',
      'https://www.youtube.com/shorts/M7lc1UVf-VE',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    ]) {
      expect(parseEmbed(url), url).toEqual({
        provider: 'youtube',
        src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
        title: 'YouTube video',
      });
    }
  });

  it('refuses YouTube links without an 11-character id', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=short',
      'https://youtu.be/M7lc1UVf-VEX',
      'https://www.youtube.com/watch?v=M7lc1UVf"VE',
      'https://www.youtube.com/channel/abc',
    ]) {
      expect(parseEmbed(url), url).toEqual({ error: INVALID_VIDEO });
    }
  });

  it('accepts Rumble embed links only', () => {
    expect(parseEmbed('https://rumble.com/embed/v4abcd1/?pub=4')).toEqual({
      provider: 'rumble',
      src: 'https://rumble.com/embed/v4abcd1/',
      title: 'Rumble video',
    });
    expect(parseEmbed('https://rumble.com/v4abcd1-some-title.html')).toEqual({ error: INVALID_VIDEO });
  });

  it('accepts X and Twitter posts with a numeric id', () => {
    for (const url of ['https://x.com/edgewire/status/1790000000000000000', 'https://twitter.com/edgewire/status/1790000000000000000/']) {
      expect(parseEmbed(url), url).toMatchObject({
        provider: 'x',
        src: 'https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&dnt=true',
      });
    }
    expect(parseEmbed('https://x.com/edgewire/status/abc')).toEqual({ error: UNKNOWN_EMBED });
    expect(parseEmbed('https://x.com/edgewire')).toEqual({ error: UNKNOWN_EMBED });
  });

  it('calls other video links invalid and everything else unknown', () => {
    expect(parseEmbed('https://vimeo.com/123456')).toEqual({ error: INVALID_VIDEO });
    expect(parseEmbed('https://cdn.example/clip.mp4')).toEqual({ error: INVALID_VIDEO });
    for (const url of [
      'https://example.com/page',
      'javascript:alert(1)',
      'not a url',
      '',
      42,
      'ftp://youtube.com/watch?v=M7lc1UVf-VE',
      'https://evil-youtube.com/watch?v=M7lc1UVf-VE',
    ]) {
      expect(parseEmbed(url), String(url)).toEqual({ error: UNKNOWN_EMBED });
    }
  });
});
