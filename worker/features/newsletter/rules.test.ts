// The newsletter's pure parts: the hourly rule, the signed links (purpose, expiry, forgery), the
// List-Unsubscribe headers and the confirmation e-mail.
import { describe, expect, it } from 'vitest';
import { EmailSend } from '../../queue/messages';
import { listHeaders } from '../mail/send';
import { readNewsletterLink, signNewsletterLink } from './link';
import { confirmationEmail } from './mail';
import { CONFIRM_EVERY_SECONDS, CONFIRM_TTL_SECONDS, confirmationDue, exportFilename } from './rules';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const KEY = 'AbCdEfGhIjKlMnOpQrStUv';
const NOW = 1_800_000_000;

describe('confirmationDue', () => {
  it.each([
    [null, NOW, true],
    [NOW, NOW, false],
    [NOW - CONFIRM_EVERY_SECONDS + 1, NOW, false],
    [NOW - CONFIRM_EVERY_SECONDS, NOW, true],
  ])('last sent %s, now %s → %s', (sent, now, due) => expect(confirmationDue(sent, now)).toBe(due));
});

describe('newsletter links', () => {
  it('a confirm link names its key for 7 days, then not', async () => {
    const token = await signNewsletterLink(SECRET, 'confirm', KEY, NOW);
    expect(token).not.toContain(KEY);
    expect(await readNewsletterLink(SECRET, 'confirm', token, NOW)).toBe(KEY);
    expect(await readNewsletterLink(SECRET, 'confirm', token, NOW + CONFIRM_TTL_SECONDS - 1)).toBe(KEY);
    expect(await readNewsletterLink(SECRET, 'confirm', token, NOW + CONFIRM_TTL_SECONDS + 1)).toBeNull();
  });
  it('an unsubscribe link does not expire; neither passes for the other or under another secret', async () => {
    const unsub = await signNewsletterLink(SECRET, 'unsubscribe', KEY, NOW);
    expect(await readNewsletterLink(SECRET, 'unsubscribe', unsub, NOW + 10 * 365 * 86_400)).toBe(KEY);
    expect(await readNewsletterLink(SECRET, 'confirm', unsub, NOW)).toBeNull();
    const confirm = await signNewsletterLink(SECRET, 'confirm', KEY, NOW);
    expect(await readNewsletterLink(SECRET, 'unsubscribe', confirm, NOW)).toBeNull();
    expect(await readNewsletterLink('another-secret-another-secret-another', 'confirm', confirm, NOW)).toBeNull();
  });
  it.each([undefined, null, '', 'junk', 'a.b.c', 42, 'x'.repeat(700)])('refuses %j without throwing', async (t) => {
    expect(await readNewsletterLink(SECRET, 'confirm', t, NOW)).toBeNull();
  });
  it('refuses a key that is not one of ours', async () => {
    expect(await readNewsletterLink(SECRET, 'confirm', await signNewsletterLink(SECRET, 'confirm', 'a b', NOW), NOW)).toBeNull();
  });
});

describe('List-Unsubscribe', () => {
  it('is the RFC 8058 pair for an http(s) URL', () => {
    expect(listHeaders('https://edgewire.example/newsletter/unsubscribe?token=a.b.c')).toEqual({
      'List-Unsubscribe': '<https://edgewire.example/newsletter/unsubscribe?token=a.b.c>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(listHeaders(undefined)).toEqual({});
  });
  it.each([
    'mailto:x@example.com',
    'https://a.example/x>\r\nBcc: v@example.com',
    'https://a.example/ x',
    'https://a.example/a,b',
    'javascript:alert(1)',
  ])('refuses %j, in the queue message and at sending', (bad) => {
    expect(() => listHeaders(bad)).toThrow();
    const msg = { kind: 'email.send', id: 'newsletter-x-1', to: 'a@example.com', subject: 's', text: 't', listUnsubscribe: bad };
    expect(EmailSend.safeParse(msg).success).toBe(false);
  });
});

it('the confirmation carries both links in text and HTML, and its unsubscribe as the header', () => {
  const links = {
    confirm: 'https://e.example/newsletter/confirm?token=c',
    unsubscribe: 'https://e.example/newsletter/unsubscribe?token=u',
  };
  const mail = confirmationEmail('ada@example.com', links, 'newsletter-confirm-k-1');
  expect(mail.text).toContain(links.confirm);
  expect(mail.text).toContain(links.unsubscribe);
  expect(mail.html).toContain(`href="${links.confirm}"`);
  expect(mail.listUnsubscribe).toBe(links.unsubscribe);
  expect(mail.idempotencyKey).toBe('newsletter-confirm-k-1');
  expect(exportFilename(NOW)).toBe('edgewire-newsletter-2027-01-15.csv');
});
