// The article editor's form rules: the schedule typed in the editor's zone (plain offset
// arithmetic, DST left to the browser's offset for that date), and what a post becomes for the
// API's own body schemas.
import { describe, expect, it } from 'vitest';
import { ArticleCreateBody, ArticlePatchBody } from '../../contracts/admin-articles';
import { coerceTo } from '../../http/form-parse';
import {
  editorBody,
  editorValues,
  joinByline,
  normalizeLines,
  postedValues,
  SCHEDULE_MESSAGES,
  scheduleFields,
  scheduleFromForm,
  splitByline,
} from './admin-input';

const T = Date.UTC(2027, 0, 15, 14, 30) / 1000; // 2027-01-15 14:30 UTC

describe('scheduleFromForm', () => {
  it('reads the typed wall time at the posted offset (minutes behind UTC, as getTimezoneOffset gives them)', () => {
    expect(scheduleFromForm('2027-01-15', '14:30', '0')).toEqual({ ok: true, value: T });
    expect(scheduleFromForm('2027-01-15', '14:30', '')).toEqual({ ok: true, value: T }); // no JavaScript: UTC
    expect(scheduleFromForm('2027-01-15', '09:30', '300')).toEqual({ ok: true, value: T }); // New York, winter
    expect(scheduleFromForm('2027-01-15', '20:00', '-330')).toEqual({ ok: true, value: T }); // India, UTC+05:30
    expect(scheduleFromForm('2027-01-16', '04:15', '-825')).toEqual({ ok: true, value: T }); // Chatham, UTC+13:45
    // Summer in New York: the browser sends that date's offset (240), the server only adds it.
    expect(scheduleFromForm('2027-07-15', '10:30', '240')).toEqual({ ok: true, value: Date.UTC(2027, 6, 15, 14, 30) / 1000 });
    // The wall time crosses midnight and a month's end at the offset.
    expect(scheduleFromForm('2027-01-31', '22:00', '300')).toEqual({ ok: true, value: Date.UTC(2027, 1, 1, 3, 0) / 1000 });
    expect(scheduleFromForm('2027-01-15', '14:30:59', '0')).toEqual({ ok: true, value: T });
  });

  it('is no schedule when both inputs are empty, and refuses half a schedule or a bad value', () => {
    expect(scheduleFromForm('', '', '300')).toEqual({ ok: true, value: null });
    expect(scheduleFromForm(' ', '  ', '')).toEqual({ ok: true, value: null });
    expect(scheduleFromForm('2027-01-15', '', '0')).toEqual({ ok: false, message: SCHEDULE_MESSAGES.both });
    expect(scheduleFromForm('', '10:00', '0')).toEqual({ ok: false, message: SCHEDULE_MESSAGES.both });
    for (const [day, time, tz] of [
      ['2027-02-30', '10:00', '0'],
      ['2027-13-01', '10:00', '0'],
      ['15/01/2027', '10:00', '0'],
      ['2027-01-15', '24:00', '0'],
      ['2027-01-15', '10:60', '0'],
      ['2027-01-15', 'noon', '0'],
      ['2027-01-15', '10:00', '841'],
      ['2027-01-15', '10:00', '-900'],
      ['2027-01-15', '10:00', '60.5'],
      ['2027-01-15', '10:00', 'EST'],
      ['1969-12-31', '10:00', '0'],
    ]) {
      expect(scheduleFromForm(day!, time!, tz!), `${day} ${time} ${tz}`).toEqual({ ok: false, message: SCHEDULE_MESSAGES.invalid });
    }
  });

  it('shows an epoch as the inputs at an offset, the inverse of reading them', () => {
    expect(scheduleFields(T)).toEqual({ day: '2027-01-15', time: '14:30' });
    expect(scheduleFields(T, 300)).toEqual({ day: '2027-01-15', time: '09:30' });
    expect(scheduleFields(T, -825)).toEqual({ day: '2027-01-16', time: '04:15' });
    expect(scheduleFields(null)).toEqual({ day: '', time: '' });
    for (const offset of [0, 300, 240, -330, -825, 720, -840]) {
      const { day, time } = scheduleFields(T, offset);
      expect(scheduleFromForm(day, time, String(offset))).toEqual({ ok: true, value: T });
    }
  });
});

describe('the posted editor', () => {
  const base = { title: 'A', content: 'x', status: 'drafted', paywall: 'free', content_type: 'other', tz_offset: '0' };

  it('reads repeated tags in order and normalizes CRLF from a textarea', () => {
    const values = postedValues({ ...base, content: '<p>a</p>\r\n<p>b</p>\r', tags: ['3', '1'] });
    expect(values.tags).toEqual(['3', '1']);
    expect(values.content).toBe('<p>a</p>\n<p>b</p>\n');
    expect(postedValues({ ...base, tags: '7' }).tags).toEqual(['7']);
    expect(postedValues({ ...base, tags: undefined as never }).tags).toEqual([]);
    expect(normalizeLines('a\r\nb\rc\n')).toBe('a\nb\nc\n');
  });

  it('makes a body the API schemas accept (through the form route): empty links cleared, tags as numbers, the schedule in seconds', () => {
    const made = editorBody({
      ...editorValues(null),
      title: 'T',
      schedule_day: '2027-01-15',
      schedule_time: '09:30',
      tz_offset: '300',
      tags: ['5', '2'],
    });
    expect(made).toEqual({
      body: {
        title: 'T',
        content: '',
        url: null,
        image_url: null,
        status: 'drafted',
        paywall: 'free',
        content_type: 'other',
        scheduled_date: T,
        dek: '',
        slug: null,
        seo_title: '',
        seo_description: '',
        social_image_url: null,
        tags: ['5', '2'],
      },
    });
    if (!('body' in made)) throw new Error('no body');
    expect(ArticleCreateBody.parse(coerceTo(ArticleCreateBody, made.body)).tags).toEqual([5, 2]);
    expect(ArticlePatchBody.safeParse(coerceTo(ArticlePatchBody, made.body)).success).toBe(true);
    // A tag that is not a number is refused by the schema, which names its place.
    const bad = editorBody({ ...editorValues(null), title: 'T', tags: ['5', 'x'] });
    if (!('body' in bad)) throw new Error('no body');
    expect(ArticleCreateBody.safeParse(coerceTo(ArticleCreateBody, bad.body)).error?.issues[0]?.path).toEqual(['tags', 1]);
    expect(editorBody({ ...editorValues(null), schedule_day: '2027-01-15' })).toEqual({
      error: { message: SCHEDULE_MESSAGES.both, code: 'validation', path: 'scheduled_date' },
    });
  });

  it('shows a stored article: its schedule in UTC, its tags in order', () => {
    const v = editorValues({
      id: 1,
      title: 'S',
      date: 1,
      scheduled_date: T,
      status: 'drafted',
      paywall: 'paid',
      content_type: 'mxm_exclusive',
      image_url: null,
      tags: [
        { id: 9, name: 'n', type: 'topic' },
        { id: 4, name: 'm', type: 'category' },
      ],
      upvotes: 0,
      downvotes: 0,
      comments_count: 0,
      bookmarked: false,
      content: '<p>b</p>',
      url: null,
      blur_hash: null,
      dek: null,
      slug: null,
      seo_title: null,
      seo_description: null,
      social_image_url: null,
    });
    expect(v).toMatchObject({
      schedule_day: '2027-01-15',
      schedule_time: '14:30',
      tz_offset: '0',
      tags: ['9', '4'],
      image_url: '',
      paywall: 'paid',
    });
  });

  it('reads the story fields: the slug typed as words, blanks clear, the byline back at its place', () => {
    const made = editorBody({
      ...editorValues(null),
      title: 'T',
      dek: '  A dek.  ',
      slug: 'Storm Hits the Coast!',
      seo_title: '',
      social_image_url: '/media/uploads/x.png',
      byline: '12',
      byline_at: '1',
      tags: ['4', '9', '12'],
    });
    expect(made).toMatchObject({
      body: {
        dek: 'A dek.',
        slug: 'storm-hits-the-coast',
        seo_title: '',
        social_image_url: '/media/uploads/x.png',
        tags: ['4', '12', '9'],
      },
    });
    if (!('body' in made)) throw new Error('no body');
    expect(ArticlePatchBody.safeParse(coerceTo(ArticlePatchBody, made.body)).success).toBe(true);
  });

  it('splits the first author off as the byline and puts it back where it stood', () => {
    const tags = [
      { id: 4, type: 'category' },
      { id: 12, type: 'author' },
      { id: 9, type: 'topic' },
      { id: 13, type: 'author' },
    ];
    const split = splitByline(tags);
    expect(split).toEqual({ byline: '12', byline_at: '1', tags: ['4', '9', '13'] });
    expect(joinByline(split.byline, split.tags, split.byline_at)).toEqual(['4', '12', '9', '13']);
    // A new byline with no place goes first; none at all leaves the rest; never twice.
    expect(joinByline('13', ['4', '9'], '')).toEqual(['13', '4', '9']);
    expect(joinByline('', ['4', '9'], '0')).toEqual(['4', '9']);
    expect(joinByline('9', ['4', '9'], '5')).toEqual(['4', '9']);
    expect(joinByline('9', ['4'], 'x')).toEqual(['9', '4']);
  });
});
