// The support form posted without JavaScript: stored and mailed like the JSON API's messages, then
// back to /help where the thank-you note names the reply address; problems on their fields; the
// same exact limit; never a 500.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { FormFeedback } from '../../contracts/forms';
import { SUPPORT_MESSAGES as M } from '../../contracts/support';
import { postForm, url } from '../../test/http';
import { islandProps, setCookie } from '../../test/pages';

const ip = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const form = { name: 'Ada Reader', email: 'ada@example.com', subject: 'Billing', message: 'How do I switch plans?' };
type Props = { feedback?: FormFeedback; sentTo?: string };

describe('support form without JavaScript', () => {
  it('stores the message and shows the thank-you note after the redirect', async () => {
    const subject = `No-JS ${crypto.randomUUID()}`;
    const res = await postForm('/help', { ...form, subject }, { headers: { 'cf-connecting-ip': ip() } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/help');
    const stored = await env.DB.prepare('SELECT email FROM support_messages WHERE subject = ?').bind(subject).first<{ email: string }>();
    expect(stored?.email).toBe('ada@example.com');
    const page = await SELF.fetch(url('/help'), { headers: { cookie: setCookie(res, 'ew_flash')! } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(islandProps<Props>(await page.text(), 'SupportForm').sentTo).toBe('ada@example.com');
  });

  it('shows every problem on its field with the values kept; nothing stored', async () => {
    const res = await postForm(
      '/contact-us',
      { name: '', email: 'ada@example', subject: 'Kept subject', message: '' },
      { headers: { 'cf-connecting-ip': ip() } },
    );
    expect(res.status).toBe(400);
    const { feedback } = islandProps<Props>(await res.text(), 'SupportForm');
    expect(Object.fromEntries(feedback!.errors.map((e) => [e.path, e.message]))).toEqual({
      name: M.name,
      email: M.email,
      message: M.message,
    });
    expect(feedback!.values.subject).toBe('Kept subject');
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM support_messages WHERE subject = 'Kept subject'").first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('missing and extra fields get the page again, and the hourly limit is the API’s', async () => {
    const missing = await postForm('/help', { name: 'Ada' }, { headers: { 'cf-connecting-ip': ip() } });
    expect(missing.status).toBe(400);
    const extra = await postForm('/help', { ...form, admin: '1' }, { headers: { 'cf-connecting-ip': ip() } });
    expect(extra.status).toBe(400);
    expect(islandProps<Props>(await extra.text(), 'SupportForm').feedback!.errors[0]!.message).toBe('Unknown field: admin');
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postForm('/help', form, { headers: { 'cf-connecting-ip': from } })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });
});
