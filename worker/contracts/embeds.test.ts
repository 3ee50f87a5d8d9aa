// Embed URL rules as tables: YouTube (11-character id), Rumble embeds and X/Twitter posts become
// provider embed pages; other video sites 'Invalid YouTube or Rumble URL'; anything else 'Unknown Embed URL'.
import { describe, expect, it } from 'vitest';
import {
  EMBED_ORIGINS,
  embedOf,
  embedTitle,
  INVALID_VIDEO,
  type ParsedEmbed,
  parseEmbed,
  playerSrc,
  thumbnailSource,
  UNKNOWN_EMBED,
  watchUrl,
} from './embeds';

const YT = { provider: 'youtube', id: 'M7lc1UVf-VE', src: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', title: 'YouTube video' };
const RUMBLE = { provider: 'rumble', id: 'v4abcd1', src: 'https://rumble.com/embed/v4abcd1/', title: 'Rumble video' };
const POST = '1790000000000000000';
const X = { provider: 'x', id: POST, src: `https://platform.twitter.com/embed/Tweet.html?id=${POST}&dnt=true`, title: 'Post on X' };

describe('parseEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', YT],
    ['https://youtube.com/watch?v=M7lc1UVf-VE&t=30s', YT],
    ['https://m.youtube.com/watch?v=M7lc1UVf-VE', YT],
    ['  https://youtu.be/M7lc1UVf-VE  ', YT],
    ['https://www.youtube.com/embed/M7lc1UVf-VE', YT],
    ['https://www.youtube.com/shorts/M7lc1UVf-VE', YT],
    ['https://www.youtube.com/live/M7lc1UVf-VE', YT],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', YT],
    ['http://www.youtube.com/watch?v=M7lc1UVf-VE', YT],
    ['https://rumble.com/embed/v4abcd1/?pub=4', RUMBLE],
    ['https://www.rumble.com/embed/v4abcd1', RUMBLE],
    [`https://x.com/edgewire/status/${POST}`, X],
    [`https://twitter.com/edgewire/status/${POST}/`, X],
    [`https://mobile.twitter.com/edgewire/statuses/${POST}`, X],
    [`https://x.com/i/web/status/${POST}`, X],
  ])('%s → an embed', (url, expected) => {
    expect(parseEmbed(url)).toEqual(expected);
  });

  it.each([
    // YouTube or Rumble, but no valid id: a bad video link
    ['https://www.youtube.com/watch?v=short', INVALID_VIDEO],
    ['https://youtu.be/M7lc1UVf-VEX', INVALID_VIDEO],
    ['https://www.youtube.com/watch?v=M7lc1UVf"VE', INVALID_VIDEO],
    ['https://www.youtube.com/channel/abc', INVALID_VIDEO],
    ['https://rumble.com/v4abcd1-some-title.html', INVALID_VIDEO],
    ['https://rumble.com/embed/<script>/', INVALID_VIDEO],
    ['https://vimeo.com/123456', INVALID_VIDEO],
    ['https://player.vimeo.com/video/1', INVALID_VIDEO],
    ['https://cdn.example/clip.mp4', INVALID_VIDEO],
    // X without a numeric post id, and everything else
    ['https://x.com/edgewire/status/abc', UNKNOWN_EMBED],
    ['https://x.com/edgewire', UNKNOWN_EMBED],
    ['https://example.com/page', UNKNOWN_EMBED],
    ['javascript:alert(1)', UNKNOWN_EMBED],
    ['data:text/html,<iframe>', UNKNOWN_EMBED],
    ['not a url', UNKNOWN_EMBED],
    ['', UNKNOWN_EMBED],
    [42, UNKNOWN_EMBED],
    [null, UNKNOWN_EMBED],
    ['ftp://youtube.com/watch?v=M7lc1UVf-VE', UNKNOWN_EMBED],
    ['https://evil-youtube.com/watch?v=M7lc1UVf-VE', UNKNOWN_EMBED],
    ['https://youtube.com.evil.example/watch?v=M7lc1UVf-VE', UNKNOWN_EMBED],
    [`https://example.com/?u=https://youtu.be/M7lc1UVf-VE`, UNKNOWN_EMBED],
    [`https://youtu.be/${'a'.repeat(2100)}`, UNKNOWN_EMBED],
  ])('%s → %s', (url, error) => {
    expect(parseEmbed(url)).toEqual({ error });
  });
});

describe('embedOf', () => {
  it.each([
    ['youtube', 'M7lc1UVf-VE', true],
    ['youtube', 'M7lc1UVf-V', false],
    ['youtube', 'M7lc1UVf-V"', false],
    ['rumble', 'v4abcd1', true],
    ['rumble', '4abcd1', false],
    ['x', POST, true],
    ['x', '12a', false],
    ['vimeo', '1', false],
    ['__proto__', 'x', false],
  ])('%s %s → %s', (provider, id, ok) => {
    expect(embedOf(provider, id) !== null).toBe(ok);
  });
});

describe('what a facade and its player are built from', () => {
  const yt = YT as ParsedEmbed;
  const rumble = RUMBLE as ParsedEmbed;
  const x = X as ParsedEmbed;

  it.each([
    [yt, 'https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg'],
    [rumble, 'https://rumble.com/embed/v4abcd1/', null],
    [x, `https://x.com/i/web/status/${POST}`, null],
  ])('%o: link %s, thumbnail %s', (embed, link, thumb) => {
    expect(watchUrl(embed)).toBe(link);
    expect(thumbnailSource(embed)).toBe(thumb);
  });

  it('plays on click, and YouTube talks only to our origin', () => {
    expect(playerSrc(yt, 'http://127.0.0.1:8787')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&enablejsapi=1&playsinline=1&rel=0&origin=http%3A%2F%2F127.0.0.1%3A8787',
    );
    expect(playerSrc(rumble, 'x')).toBe('https://rumble.com/embed/v4abcd1/?autoplay=2');
    expect(playerSrc(x, 'x')).toBe(X.src);
    expect(EMBED_ORIGINS).toEqual(['https://www.youtube-nocookie.com', 'https://rumble.com', 'https://platform.twitter.com']);
  });

  it.each([
    [undefined, 'YouTube video'],
    ['', 'YouTube video'],
    ['  Press   briefing ', 'Press briefing'],
    ['x'.repeat(300), 'x'.repeat(200)],
  ])('title %j → %j', (given, expected) => {
    expect(embedTitle(yt, given)).toBe(expected);
  });
});
