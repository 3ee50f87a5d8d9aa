import { describe, expect, it } from 'vitest';
import { ADMIN_ARTICLE_MESSAGES as M } from '../../contracts/admin-articles';
import { bandsImage, RED, TINY_GIF } from '../images/test-images';
import {
  changedColumns,
  checkUpload,
  createStatus,
  duplicateOf,
  firstUnknown,
  htmlToText,
  type StoredArticle,
  sameMinuteKeeps,
  scheduleInPast,
  settleTiming,
  uniqueIds,
  uploadName,
} from './admin-rules';

const stored = (over: Partial<StoredArticle> = {}): StoredArticle => ({
  title: 'A title',
  content: '<p>Body</p>',
  url: null,
  imageUrl: null,
  blurHash: null,
  dek: null,
  slug: null,
  seoTitle: null,
  seoDescription: null,
  socialImageUrl: null,
  date: 1_000,
  scheduledDate: null,
  status: 'published',
  contentType: 'other',
  paywall: 'free',
  ...over,
});

describe('htmlToText', () => {
  it('keeps paragraphs apart by a blank line, as the seed writes content_text', () => {
    expect(htmlToText('<h2>Head</h2><p>One <b>bold</b> line.</p><p>Two<br>lines</p>')).toBe('Head\n\nOne bold line.\n\nTwo\nlines');
  });
  it('decodes entities and never keeps markup or attribute text', () => {
    expect(htmlToText('<p>Fish &amp; chips &lt;3 &#8212; caf&#xe9;&nbsp;now</p><img alt="secret" src="x.png">')).toBe(
      'Fish & chips <3 — café now',
    );
    expect(htmlToText('<p>  lots   of\n\tspace </p>\n\n\n<p>end</p>')).toBe('lots of\nspace\n\nend');
  });
});

describe('tags', () => {
  it('keeps the first place of an id given twice and finds the first unknown one', () => {
    expect(uniqueIds([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
    expect(firstUnknown([3, 1, 9, 8], new Set([1, 3]))).toBe(2);
    expect(firstUnknown([3, 1], new Set([1, 3]))).toBe(-1);
  });
});

describe('status, schedule and date', () => {
  it('a schedule makes a new article a draft', () => {
    expect(createStatus('published', 2_000)).toBe('drafted');
    expect(createStatus('published', null)).toBe('published');
    expect(createStatus('drafted', undefined)).toBe('drafted');
  });

  it('a schedule set by a change keeps the article a draft, even when it also says published', () => {
    expect(settleTiming(stored({ status: 'drafted' }), { scheduled_date: 5_000, status: 'published' }, 1_500)).toEqual({
      status: 'drafted',
      scheduledDate: 5_000,
      date: 1_000,
    });
  });

  it('publishing by hand cancels the schedule and dates the draft now', () => {
    expect(settleTiming(stored({ status: 'drafted', scheduledDate: 5_000 }), { status: 'published' }, 1_500)).toEqual({
      status: 'published',
      scheduledDate: null,
      date: 1_500,
    });
    // ...unless the change names the date itself.
    expect(settleTiming(stored({ status: 'drafted' }), { status: 'published', date: 1_200 }, 1_500).date).toBe(1_200);
  });

  it('a published article keeps its date when it changes otherwise', () => {
    expect(settleTiming(stored(), {}, 9_000)).toEqual({ status: 'published', scheduledDate: null, date: 1_000 });
  });

  it('refuses a schedule the change sets in the past, not one it leaves as it was', () => {
    expect(scheduleInPast(900, null, 1_000)).toBe(true);
    expect(scheduleInPast(1_000, null, 1_000)).toBe(true);
    expect(scheduleInPast(1_001, null, 1_000)).toBe(false);
    expect(scheduleInPast(900, 900, 1_000)).toBe(false);
    expect(scheduleInPast(null, 900, 1_000)).toBe(false);
  });
});

describe('a schedule given to the minute', () => {
  const T = Date.UTC(2027, 0, 15, 14, 30) / 1000;

  it('keeps the stored schedule exactly when it names the same minute, seconds and all', () => {
    expect(sameMinuteKeeps(T, T + 42)).toBe(T + 42);
    expect(sameMinuteKeeps(T, T)).toBe(T);
  });

  it('is the schedule given otherwise: another minute, none stored, none given, or cleared', () => {
    expect(sameMinuteKeeps(T + 60, T + 42)).toBe(T + 60);
    expect(sameMinuteKeeps(T - 60, T + 42)).toBe(T - 60);
    expect(sameMinuteKeeps(T, null)).toBe(T);
    expect(sameMinuteKeeps(undefined, T + 42)).toBeUndefined();
    expect(sameMinuteKeeps(null, T + 42)).toBeNull();
  });
});

describe('duplicate and change', () => {
  it('copies as a draft dated now without a schedule, titled Duplicate of …', () => {
    const copy = duplicateOf(stored({ scheduledDate: 7_000, paywall: 'paid' }), 3_000);
    expect(copy).toEqual(stored({ title: 'Duplicate of A title', date: 3_000, status: 'drafted', paywall: 'paid' }));
    expect(duplicateOf(stored({ title: 'x'.repeat(300) }), 1).title).toHaveLength(300);
  });

  it('names only the columns that moved', () => {
    expect(changedColumns(stored(), stored({ title: 'New', url: null }))).toEqual({ title: 'New' });
    expect(changedColumns(stored(), stored())).toEqual({});
  });
});

describe('checkUpload', () => {
  const png = bandsImage(3, 2, [RED]);
  it('takes a PNG, JPEG, WebP or GIF by its bytes and reads its size', () => {
    expect(checkUpload('image/png', png)).toEqual({ ok: true, info: { format: 'png', width: 3, height: 2 } });
    expect(checkUpload('', TINY_GIF)).toEqual({ ok: true, info: { format: 'gif', width: 1, height: 1 } });
    expect(checkUpload('application/octet-stream', bandsImage(2, 2, [RED], 'jpeg'))).toMatchObject({ ok: true, info: { format: 'jpeg' } });
  });
  it('refuses other bytes whatever they claim, and a claim of another type', () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(checkUpload('image/png', html)).toEqual({ ok: false, message: M.imageType });
    expect(checkUpload('image/svg+xml', png)).toEqual({ ok: false, message: M.imageType });
    expect(checkUpload('text/html', png)).toEqual({ ok: false, message: M.imageType });
  });
  it('names the object by a fresh id and the real format', () => {
    expect(uploadName('jpeg', 'abc')).toBe('abc.jpg');
    expect(uploadName('webp', 'abc')).toBe('abc.webp');
  });
});
