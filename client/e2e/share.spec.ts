// Sharing in Chromium: the action bar's Share opens the share modal (the eight networks as links,
// WeChat as a QR code, e-mail offered once, axe-clean, keyboard in and out); Copy link puts the
// canonical address on the clipboard, and the device's share sheet is offered where there is one;
// a Plus reader e-mails a paid article to 5 people and every recipient's link, caught by the local
// mail catcher, opens the article for a guest; without JavaScript, Share is the share page and its
// form posts and comes back.
// Each test uses its own reader (the daily share limit counts per account); the Plus one comes
// from outside-writes.setup.ts (no route grants Plus without a payment).
import type { Page } from '@playwright/test';
import { readOutside } from './d1.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';
import { newReader, open, signIn } from './readers.ts';

const NETWORKS = ['messenger', 'email', 'twitter', 'facebook', 'pinterest', 'sms', 'wechat', 'sharethis'];
const THANKS = 'Thank you for sharing this article!';

type Article = { id: number; title: string; content_type: string; paywall: string };

/** A published article of the seeded data: a paid exclusive, or one free for everyone. */
async function findArticle(page: Page, kind: 'paid' | 'free'): Promise<Article> {
  for (let n = 1; n <= 10; n++) {
    const res = await page.request.get(`/api/articles?page=${n}&count=100`);
    const hit = ((await res.json()).data as Article[]).find((a) =>
      kind === 'paid' ? a.content_type === 'mxm_exclusive' && a.paywall === 'paid' : a.content_type !== 'mxm_exclusive',
    );
    if (hit) return hit;
  }
  throw new Error(`no ${kind} article in the seeded data`);
}

/** Signs in the fresh Plus reader the setup made (its daily share count is this test's alone). */
async function signInPlusReader(page: Page) {
  const { email, password } = readOutside().plusReader;
  await signIn(page, email, password);
}

const address = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@inbox.edgewire.test`;
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];

test.describe('share modal', () => {
  test('a guest opens Share from a card: the eight links, the WeChat code, axe-clean; Escape goes back', async ({ page }) => {
    // Two panels and an axe run: more than the default 30 s on a busy machine.
    test.slow();
    await open(page, '/trending');
    const share = page.locator('main [data-actions] a[data-share]').first();
    const id = await share.getAttribute('data-share');
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog).toBeVisible();
    const links = dialog.locator('a[data-share-network]');
    await expect(links).toHaveCount(8);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-share-network')))).toEqual(NETWORKS);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const article = encodeURIComponent(`${new URL(page.url()).origin}/article/${id}`);
    for (const href of hrefs) expect(href).not.toMatch(/pass/);
    expect(hrefs).toEqual([
      `fb-messenger://share/?link=${article}`,
      expect.stringMatching(/^mailto:\?subject=.+&body=/),
      expect.stringMatching(new RegExp(`^https://twitter\\.com/intent/tweet\\?text=.+&url=${article}$`)),
      `https://www.facebook.com/sharer/sharer.php?u=${article}`,
      expect.stringMatching(/^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=/),
      expect.stringMatching(/^sms:\?&body=/),
      `/share/${id}#wechat`,
      expect.stringMatching(/^https:\/\/www\.sharethis\.com\/share\?url=/),
    ]);
    const wechat = dialog.getByRole('link', { name: 'WeChat' });
    await expect(wechat).toHaveAttribute('aria-expanded', 'false');
    await wechat.click();
    await expect(wechat).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('img', { name: 'QR code of the article’s address' })).toBeVisible();
    // E-mail is offered once: its entry opens the e-mail panel (and closes WeChat's), nothing else says e-mail.
    await expect(dialog.getByText('Share by e-mail')).toHaveCount(0);
    const email = dialog.getByRole('link', { name: 'Email' });
    await email.click();
    await expect(email).toHaveAttribute('aria-expanded', 'true');
    await expect(wechat).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('heading', { name: 'Share by e-mail' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Login to share by e-mail' })).toHaveAttribute('href', '/login');
    await expect(dialog.getByRole('link', { name: 'Write it in your own mail app' })).toHaveAttribute('href', hrefs[1]!);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('a Plus reader e-mails a paid article to 5 people; each link opens it for a guest', async ({ page, browser }) => {
    // Five e-mails through the queue and SMTP, then five pages: more than the default 30 s on a busy machine.
    test.slow();
    await signInPlusReader(page);
    const article = await findArticle(page, 'paid');
    await open(page, `/article/${article.id}`);
    // By keyboard: focus the bar's Share link and press Enter.
    await page.locator('main [data-actions] a[data-share]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Email' }).press('Enter');
    const to = [1, 2, 3, 4, 5].map((n) => address(`share${n}`));
    const input = dialog.getByLabel('Email addresses');
    await input.fill(`${to[0]}, ${to[1]}; not-an-address ${to[2]}`);
    await input.press('Enter');
    const recipients = dialog.getByRole('list', { name: 'Recipients' }).getByRole('listitem');
    await expect(recipients).toHaveCount(3);
    // The invalid one stays in the input.
    await expect(input).toHaveValue('not-an-address');
    await input.fill(`not-an-address ${to[3]} ${to[4]} ${to[0]!.toUpperCase()} `);
    await expect(recipients).toHaveCount(5);
    await expect(input).toHaveValue('not-an-address');
    await expect(input).toBeDisabled();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('[data-toast="success"]', { hasText: THANKS })).toBeVisible();
    await expect(recipients).toHaveCount(0);
    await expect(input).toBeEnabled();

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const links = new Set<string>();
    for (const recipient of to) {
      const mail = await waitForMail(recipient);
      expect(mail.text).toContain(article.title.slice(0, 60));
      const link = linkIn(mail.text)!;
      expect(link).toMatch(new RegExp(`/article/${article.id}\\?.*pass=`));
      links.add(link);
    }
    expect(links.size).toBe(5);
    for (const link of links) {
      await guestPage.goto(link);
      await expect(guestPage.locator('.article-body')).toBeVisible();
      await expect(guestPage.getByText('This article requires a paid account.')).toHaveCount(0);
    }
    // Without a pass the same guest meets the gate.
    await guestPage.goto(`/article/${article.id}`);
    await expect(guestPage.getByText('This article requires a paid account.', { exact: true })).toBeVisible();
    await guest.close();
  });
});

test.describe('copy link and the device share sheet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("Copy link puts the article's address on the clipboard and says so; keyboard only", async ({ page }) => {
    const article = await findArticle(page, 'free');
    await open(page, `/article/${article.id}?some-slug`);
    await page.locator('main [data-actions] a[data-share]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share' });
    const address = `${new URL(page.url()).origin}/article/${article.id}`;
    await expect(dialog.getByLabel('Link to this article')).toHaveValue(address);
    // No share sheet on this desktop Chromium: the button is only where the device has one.
    await expect(dialog.locator('[data-native-share]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-toast="success"]', { hasText: 'Link copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('where the device has a share sheet, the dialog offers it with the title and the address', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void w.shared.push(data), configurable: true });
    });
    const article = await findArticle(page, 'free');
    await open(page, `/article/${article.id}`);
    await page.locator('main [data-actions] a[data-share]').click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('button', { name: 'Share via…' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared);
    expect(shared).toEqual([{ title: expect.any(String), url: `${new URL(page.url()).origin}/article/${article.id}` }]);
  });
});

test.describe('the share page', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('as the server answers a refused post (input kept, the problem on the field), axe-clean, then hydrated', async ({ page }) => {
    await newReader(page);
    const article = await findArticle(page, 'free');
    await open(page, `/share/${article.id}`);
    await expect(page.locator('main a[data-share-network]')).toHaveCount(8);
    await expectNoAxeViolations(page);
    // The form's own post, as a browser without JavaScript sends it (submit() skips the island).
    await Promise.all([
      page.waitForURL(new RegExp(`/share/${article.id}$`)),
      page.locator('form[data-share-email]').evaluate((form: HTMLFormElement) => {
        (form.elements.namedItem('addresses') as HTMLInputElement).value = 'nobody@nowhere';
        form.submit();
      }),
    ]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByText('These are not e-mail addresses: nobody@nowhere')).toBeVisible();
    await expect(page.getByLabel('Email addresses')).toHaveValue('nobody@nowhere');
    await expect(page.getByLabel('Email addresses')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

  test('Share is the share page; its form sends and comes back thanking, or keeps the input and says why', async ({ page }) => {
    await newReader(page);
    const article = await findArticle(page, 'free');
    await page.goto(`/article/${article.id}`);
    await page.locator('main [data-actions] a[data-share]').click();
    await expect(page).toHaveURL(new RegExp(`/share/${article.id}$`));
    await expect(page.locator('main a[data-share-network]')).toHaveCount(8);
    await expect(page.locator('#wechat').getByRole('img', { name: 'QR code of the article’s address' })).toBeVisible();
    // The address to copy by hand; the Email entry leads to the e-mail panel on the same page.
    await expect(page.getByLabel('Link to this article')).toHaveValue(new RegExp(`/article/${article.id}$`));
    await expect(page.locator('main a[data-share-network="email"]')).toHaveAttribute('href', '#email');

    const six = [1, 2, 3, 4, 5, 6].map((n) => address(`nojs${n}`)).join(' ');
    await page.getByLabel('Email addresses').fill(six);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/You can share with at most 5 people at a time\. Remove: nojs6-/)).toBeVisible();
    await expect(page.getByLabel('Email addresses')).toHaveValue(six);
    await expect(page.locator('[data-toast="error"]', { hasText: 'There was an error sharing this article.' })).toBeVisible();

    const [a, b] = [address('nojs-a'), address('nojs-b')];
    await page.getByLabel('Email addresses').fill(`${a};${b}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(new RegExp(`/share/${article.id}$`));
    await expect(page.locator('[data-toast="success"]', { hasText: THANKS })).toBeVisible();
    await expect(page.getByLabel('Email addresses')).toHaveValue('');
    for (const to of [a, b]) expect(linkIn((await waitForMail(to)).text)).toMatch(new RegExp(`/article/${article.id}`));
  });
});
