// Popup rules past the wire schema: media is an image or a YouTube/Rumble video, the body is
// sanitized, the colour is a plain colour; stored configs read with their trigger as a chain.
import { describe, expect, it } from 'vitest';
import { isWebOrSitePath, POPUP_TYPE_VALUES } from '../../contracts/admin-popups';
import { INVALID_VIDEO } from '../../contracts/embeds';
import { POPUP_TYPES } from '../../db/schema/editorial';
import { goodConfig } from './admin.cases';
import { finishConfig, HOSTILE_BODY, hostileHtml, popupMedia, popupSnapshot, readerConfig, storedConfig } from './rules';

describe('popup rules', () => {
  it('keeps the wire list of types equal to the schema’s', () => {
    expect([...POPUP_TYPE_VALUES]).toEqual([...POPUP_TYPES]);
  });

  it('takes http(s) addresses and site paths as links, nothing else', () => {
    for (const ok of ['https://x.example/a?b=c#d', 'http://x.example', '/subscribe?version=1', '/'])
      expect(isWebOrSitePath(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'mailto:a@b.c',
      'https://x.example/a b',
      '/a"onload=',
      'vbscript:x',
      '',
    ])
      expect(isWebOrSitePath(bad), bad).toBe(false);
  });

  it('knows images by extension and videos by provider', () => {
    for (const ext of ['jpg', 'JPEG', 'png', 'gif', 'webp', 'svg', 'bmp', 'tiff', 'tif'])
      expect(popupMedia(`/m/a.${ext}?w=2`), ext).toBe('image');
    expect(popupMedia('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toBe('video');
    expect(popupMedia('https://rumble.com/embed/v4abcd1/')).toBe('video');
    expect(popupMedia('https://x.com/a/status/123')).toBeNull();
    expect(popupMedia('https://cdn.example/a.mp4')).toBeNull();
  });

  it('finishes a config: a hostile body refused, the rest sanitized, media and colour checked', () => {
    for (const body of [
      '<p onclick="x()">Hi</p>',
      'Hi <script>bad()</script>',
      '<a href="javascript:x">l</a>',
      '<a href="JaVa&#x53;cript&colon;x">l</a>',
    ])
      expect(finishConfig(goodConfig({ body })), body).toEqual({ error: { message: HOSTILE_BODY, path: 'body' } });
    expect(hostileHtml('<p>Learn more about our <a href="/subscribe">plans</a> (no scripts)</p>')).toBe(false);
    const done = finishConfig(goodConfig({ body: '<p>Hi <iframe src="https://x.example"></iframe><a href="https://x.example">l</a></p>' }));
    expect(done).toEqual({
      config: expect.objectContaining({ body: 'Hi <a href="https://x.example" rel="noopener noreferrer nofollow">l</a>' }),
    });
    expect(finishConfig(goodConfig({ imageUrl: 'https://vimeo.com/1' }))).toEqual({ error: { message: INVALID_VIDEO, path: 'imageUrl' } });
    expect(finishConfig(goodConfig({ textColor: 'expression(alert(1))' }))).toMatchObject({ error: { path: 'textColor' } });
    expect(finishConfig(goodConfig({ textColor: 'rgb(1, 2, 3)' }))).toHaveProperty('config');
  });

  it('reads an older single-object trigger as a one-step chain without its empty values', () => {
    expect(storedConfig({ trigger: { userState: 'signed-in', urlMatch: '', scrollDepth: 0, missingPhone: true } }).trigger).toEqual([
      { userState: 'signed-in', scrollDepth: 0, missingPhone: true },
    ]);
    expect(storedConfig({ trigger: { urlMatch: '' } }).trigger).toEqual([]);
    expect(storedConfig(null)).toEqual({});
  });

  it('gives readers only configs that pass every rule', () => {
    expect(readerConfig(goodConfig())).not.toBeNull();
    expect(readerConfig({ ...goodConfig(), actionUrl: 'javascript:x' })).toBeNull();
    expect(readerConfig({ ...goodConfig(), body: '<img src=x onerror=alert(1)>' })).toBeNull();
    expect(readerConfig({ ...goodConfig(), extra: 1 })).toBeNull();
    expect(readerConfig('not an object')).toBeNull();
  });

  it('snapshots config fields one by one for the audit log', () => {
    expect(popupSnapshot({ type: 'generic-1', isActive: true, config: { title: 'T', trigger: [] } })).toEqual({
      type: 'generic-1',
      is_active: true,
      'config.title': 'T',
      'config.trigger': [],
    });
  });
});
