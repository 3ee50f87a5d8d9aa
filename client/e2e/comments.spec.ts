// Comments in Chromium, as readers use them: posting and replying through '(Sending)' to the
// server's comment, a forced failure with 'Failed to send comment!' and 'Reason: ', editing and
// deleting with the spec's modals and optimistic states, older and newer pages on an article with
// 30+ comments, deep links and one reply level (reporting and the no-JS forms: comments-forms.spec.ts).
// Contract: the section is #comments, items [data-comment=<id>] with [data-comment-handle],
// [data-comment-body], [data-comment-error], buttons [data-comment-action=reply|edit|delete|report].

import { byText, freeStory, holdNext, items, section } from './comment-page.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fromSite, newReader, open } from './readers.ts';

test.describe('comments', () => {
  test('posting and replying go through (Sending) to the server’s comment; edit and delete through their modals', async ({ page }) => {
    await newReader(page);
    const story = await freeStory(page, [27, 28]);
    await open(page, `${story.path}#comments`);
    const before = Number((await section(page).locator('[data-comments-count]').textContent())!.replace(/\D/g, ''));

    const release = await holdNext(page, 'POST', /\/aux\/articles\/\d+\/comments$/);
    await page.getByLabel('Add a comment').fill('A first thought, https://example.com');
    await page.getByLabel('Add a comment').press('Enter');
    const mine = items(page).first();
    await expect(mine.locator('[data-comment-handle]')).toHaveText('(Sending)');
    await expect(page.getByLabel('Add a comment')).toHaveValue('');
    release();
    await expect(mine.locator('[data-comment-handle]')).not.toHaveText('(Sending)');
    await expect(mine.locator('[data-comment-body] a')).toHaveAttribute('href', 'https://example.com');
    await expect(section(page).locator('[data-comments-count]')).toHaveText(`(${before + 1})`);
    await expectNoAxeViolations(page);

    // Reply through the reply modal; Enter submits.
    await mine.locator('[data-comment-action="reply"]').click();
    const replyDialog = page.getByRole('dialog', { name: 'Reply to comment' });
    await expect(replyDialog).toBeVisible();
    await expectNoAxeViolations(page);
    await replyDialog.getByRole('textbox').fill('And a reply');
    await replyDialog.getByRole('textbox').press('Enter');
    const reply = mine.locator('li[data-comment]', { hasText: 'And a reply' });
    await expect(reply).toBeVisible();
    await expect(reply.locator('[data-comment-handle]')).not.toHaveText('(Sending)');
    // One level: a reply offers no Reply.
    await expect(reply.locator('[data-comment-action="reply"]')).toHaveCount(0);

    // Edit: Save waits for changed, non-blank text; the body changes at once.
    await mine.locator('[data-comment-action="edit"]').first().click();
    const editDialog = page.getByRole('dialog', { name: 'Edit comment' });
    const save = editDialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await editDialog.getByRole('textbox').fill('   ');
    await expect(save).toBeDisabled();
    await editDialog.getByRole('textbox').fill('A second thought');
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'PATCH'), save.click()]);
    await expect(mine.locator('[data-comment-body]').first()).toHaveText('A second thought');

    // Delete the reply: confirm, '(Comment removed)' at once, then gone.
    const releaseDelete = await holdNext(page, 'DELETE', /\/aux\/articles\/\d+\/comments\/\d+$/);
    await reply.locator('[data-comment-action="delete"]').click();
    const confirm = page.getByRole('dialog', { name: 'Delete comment' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(mine.getByText('(Comment removed)')).toBeVisible();
    releaseDelete();
    await expect(section(page).locator('li[data-comment]', { hasText: 'And a reply' })).toHaveCount(0);
    await expect(mine.getByText('(Comment removed)')).toHaveCount(0);

    // Stored: a fresh load shows the edit and the count.
    await open(page, `${story.path}#comments`);
    await expect(byText(page, 'A second thought')).toBeVisible();
    await expect(section(page).locator('[data-comments-count]')).toHaveText(`(${before + 1})`);
  });

  test('a failed post says Failed to send comment! with the reason; a failed delete and edit say why', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of (429|500)/);
    await newReader(page);
    const story = await freeStory(page, [29, 30]);
    await open(page, `${story.path}#comments`);
    await page.route(/\/aux\/articles\/\d+\/comments$/, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'Slow down', code: 'rate_limited' }] }),
          })
        : route.fallback(),
    );
    await page.getByLabel('Add a comment').fill('This will not go through');
    await page.getByRole('button', { name: 'Post' }).click();
    const failed = items(page).first();
    await expect(failed.locator('[data-comment-handle]')).toHaveText('Failed to send comment!');
    await expect(failed.locator('[data-comment-error]')).toHaveText('Reason: Slow down');
    await expectNoAxeViolations(page);
    // With the network back, Try again sends it.
    await page.unroute(/\/aux\/articles\/\d+\/comments$/);
    await failed.getByRole('button', { name: 'Try again' }).click();
    const sent = byText(page, 'This will not go through');
    await expect(sent.locator('[data-comment-handle]')).not.toHaveText(/Failed|Sending/);

    await page.route(/\/aux\/articles\/\d+\/comments\/\d+$/, (route) => route.fulfill({ status: 500, body: 'oops' }));
    await sent.locator('[data-comment-action="delete"]').click();
    await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
    await expect(sent.locator('[data-comment-error]')).toHaveText('Failed to delete: Something went wrong.');
    await expect(sent.locator('[data-comment-body]')).toHaveText('This will not go through');
    await sent.locator('[data-comment-action="edit"]').click();
    const dialog = page.getByRole('dialog', { name: 'Edit comment' });
    await dialog.getByRole('textbox').fill('Changed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(sent.locator('[data-comment-error]')).toHaveText('Failed to update: Something went wrong.');
    await expect(sent.locator('[data-comment-body]')).toHaveText('This will not go through');
  });

  test('pages older and newer on an article with 30+ comments, and opens a deep link at its reply', async ({ page, browser }) => {
    test.slow(); // four sign-ups and 34 posts before the page opens
    const story = await freeStory(page, [31, 32]);
    // Four writers (each may post 10 in 10 minutes) leave 34 comments, oldest first, marked with
    // this run's tag (a kept e2e database holds earlier runs' comments too).
    const tag = Math.random().toString(36).slice(2, 8);
    const posted: number[] = [];
    for (let w = 0; w < 4; w++) {
      const ctx = await browser.newContext();
      const writer = await ctx.newPage();
      await newReader(writer);
      for (let i = 0; i < (w < 3 ? 9 : 7); i++) {
        const res = await writer.request.post(`/aux/articles/${story.id}/comments`, {
          data: { body: `Paging ${tag} ${posted.length + 1}` },
          headers: fromSite(),
        });
        expect(res.status(), await res.text()).toBe(201);
        posted.push(((await res.json()) as { data: { id: number } }).data.id);
      }
      await ctx.close();
    }
    const newest = posted.length;
    await newReader(page);
    await open(page, `${story.path}#comments`);
    await expect(items(page).first()).toContainText(`Paging ${tag} ${newest}`);
    await expect(items(page)).toHaveCount(10);
    const older = section(page).locator('[data-comments-more="Show older comments"]');
    await expect(older).toHaveText('Show older comments');
    // Ten more a page until a page comes back short (the story may hold earlier comments too).
    while ((await older.count()) > 0) {
      const before = await items(page).count();
      await older.click();
      await expect
        .poll(async () => (await older.count()) === 0 || ((await items(page).count()) >= before + 10 && (await older.isEnabled())))
        .toBe(true);
    }
    expect(await items(page).count()).toBeGreaterThanOrEqual(34);
    // Newest first, each once.
    const bodies = await items(page).locator('[data-comment-body]').allTextContents();
    const paging = bodies.filter((b) => b.startsWith(`Paging ${tag} `));
    expect(paging).toEqual(posted.map((_, i) => `Paging ${tag} ${newest - i}`));

    // A deep link opens at comment 12: it is highlighted; newer ones load above it, once each.
    await open(page, `${story.path.split('?')[0]}?comment_id=${posted[11]}`);
    const focused = section(page).locator('[data-focused]');
    await expect(focused).toContainText(`Paging ${tag} 12`);
    await expect(focused).toBeInViewport();
    await expect(items(page).first()).toContainText(`Paging ${tag} 12`);
    const newer = section(page).getByRole('button', { name: 'Show newer comments' });
    await newer.click();
    await expect(items(page).first()).toContainText(`Paging ${tag} 22`);
    await newer.click();
    await expect(items(page).first()).toContainText(`Paging ${tag} 32`);
    await newer.click();
    await expect(items(page).first()).toContainText(`Paging ${tag} ${newest}`);
    await expect(newer).toHaveCount(0);
    await expectNoAxeViolations(page);

    // One reply level: replying to a reply is refused by the service with a clear error.
    const top = posted[0]!;
    const r1 = await page.request.post(`/aux/articles/${story.id}/comments`, {
      data: { body: 'A reply', reply_to: top },
      headers: fromSite(),
    });
    const reply = ((await r1.json()) as { data: { id: number } }).data.id;
    const r2 = await page.request.post(`/aux/articles/${story.id}/comments`, {
      data: { body: 'Deeper', reply_to: reply },
      headers: fromSite(),
    });
    expect(r2.status()).toBe(400);
    expect(await r2.json()).toMatchObject({
      errors: [{ path: 'reply_to', message: expect.stringContaining('Replies cannot be replied to') }],
    });
    // The reply's deep link opens its thread, scrolled to it and highlighted.
    await open(page, `${story.path.split('?')[0]}?comment_id=${top}&reply_id=${reply}`);
    await expect(section(page).locator('[data-focused]')).toContainText('A reply');
    await expect(section(page).locator('[data-focused]')).toBeInViewport();
  });
});
