// Comments as readers take part beyond posting: reporting (once, with a reason; guests are asked to
// log in) and every comment action as a plain form without JavaScript.

import { byText, freeStory, section } from './comment-page.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fromSite, newReader, open } from './readers.ts';

test.describe('reporting comments', () => {
  test('a reader reports a comment once; a guest is asked to log in', async ({ page }) => {
    test.slow();
    const story = await freeStory(page, [34, 35]);
    await open(page, story.path);
    await expect(section(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('about:blank');
    await expect(section(page).locator('[data-comment-action]')).toHaveCount(0);
    await newReader(page);
    const res = await page.request.post(`/aux/articles/${story.id}/comments`, { data: { body: 'Buy cheap watches' }, headers: fromSite() });
    expect(res.status()).toBe(201);
    await page.context().clearCookies();
    await newReader(page);
    await open(page, `${story.path}#comments`);
    const spam = byText(page, 'Buy cheap watches');
    await spam.locator('[data-comment-action="report"]').click();
    const dialog = page.getByRole('dialog', { name: 'Report comment' });
    await dialog.getByRole('textbox').fill('Spam');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(page.locator('[data-toast="success"]', { hasText: 'The comment was reported' })).toBeVisible();
    await expect(spam.locator('[data-comment-action="report"]')).toHaveCount(0);
  });
});

test.describe('comments without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('post, reply, edit and delete with plain forms', async ({ page }) => {
    await newReader(page);
    const story = await freeStory(page, [36, 38]);
    await page.goto(`${story.path}#comments`);
    await page.getByLabel('Add a comment').fill('Posted without scripts');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page).toHaveURL(/comment_id=\d+#comment-\d+$/);
    const mine = section(page).locator('[data-focused]');
    await expect(mine).toContainText('Posted without scripts');

    await mine.locator('summary', { hasText: 'Reply' }).click();
    await mine.getByLabel(/Your reply to/).fill('Replied without scripts');
    await mine.getByRole('button', { name: 'Reply' }).click();
    await expect(page).toHaveURL(/reply_id=\d+#comment-\d+$/);
    const reply = section(page).locator('[data-focused]');
    await expect(reply).toContainText('Replied without scripts');

    await reply.locator('summary', { hasText: 'Edit' }).click();
    await reply.getByLabel('Your comment').fill('Edited without scripts');
    await reply.getByRole('button', { name: 'Save' }).click();
    await expect(section(page).locator('[data-focused]')).toContainText('Edited without scripts');

    await section(page).locator('[data-focused] summary', { hasText: 'Delete' }).click();
    await section(page).locator('[data-focused]').getByRole('button', { name: 'Delete' }).click();
    await expect(section(page).locator('[data-comment-body]', { hasText: 'Edited without scripts' })).toHaveCount(0);
    await expect(section(page).locator('[data-comment-body]', { hasText: 'Posted without scripts' }).first()).toBeVisible();
  });

  test('a refused reply comes back open, with its text and the reason', async ({ page }) => {
    await newReader(page);
    const story = await freeStory(page, [39, 40]);
    await page.goto(`${story.path}#comments`);
    const answer = `Something to answer ${Date.now().toString(36)}`;
    await page.getByLabel('Add a comment').fill(answer);
    await page.getByRole('button', { name: 'Post' }).click();
    const mine = section(page).locator('[data-focused]');
    await mine.locator('summary', { hasText: 'Reply' }).click();
    // Only spaces: the browser's `required` lets it through, the server refuses it as blank.
    await mine.getByLabel(/Your reply to/).fill('   ');
    await mine.getByRole('button', { name: 'Reply' }).click();
    await expect(page.locator('[data-toast="error"]')).toContainText('Failed to send comment! Reason: ');
    const again = section(page).locator('li[data-comment]', { hasText: answer }).locator('details[data-noscript-action="reply"]');
    await expect(again).toHaveAttribute('open', '');
    await expect(again.getByLabel(/Your reply to/)).toHaveValue('   ');
  });
});
