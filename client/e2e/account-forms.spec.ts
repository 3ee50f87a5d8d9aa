// The account pages' settings with JavaScript off: each control is a real form (a Save the island
// hides once it has hydrated), and what it posts is saved: a notification switch, the theme, a
// saved article's Remove, and deleting the account after ticking the confirmation box.
import { expect, test } from './fixtures';
import { fromSite, newReader } from './readers';

test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 4\d\d/] });

const profile = async (page: import('@playwright/test').Page) => (await (await page.request.get('/api/profile')).json()).data;

test('profile: the details Save is enabled without a script and posts the changed fields', async ({ page }) => {
  await newReader(page);
  await page.goto('/account/profile');
  const save = page.getByRole('button', { name: 'Save details' });
  await expect(save).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save Password' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 512 555 0177');
  await save.click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByText('Phone number updated.')).toBeVisible();
  expect((await profile(page)).phone).toBe('+1 512 555 0177');
  await page.getByRole('textbox', { name: 'Phone' }).fill('not a phone');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.locator('[data-field-error="phone"]')).toHaveText('Please enter a valid phone number.');
});

test('notifications: a switch turned off and saved stays off', async ({ page }) => {
  await newReader(page);
  await page.goto('/account/notifications');
  const breaking = page.getByRole('switch', { name: 'Breaking news' });
  const before = await breaking.isChecked();
  await breaking.setChecked(!before);
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByText('Notification settings updated.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Breaking news' })).toBeChecked({ checked: !before });
  expect((await profile(page)).notification_breaking).toBe(!before);
});

test('theme: the chosen theme is saved and the page is drawn in it', async ({ page }) => {
  await newReader(page);
  await page.goto('/account/theme');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page).toHaveURL(/\/account\/theme$/);
  await expect(page.getByText('Theme settings updated.')).toBeVisible();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect((await profile(page)).theme).toBe('dark');
});

test('saved: Remove takes the article off the list', async ({ page }) => {
  await newReader(page);
  const saved = await page.request.post('/api/articles/1/bookmark', { data: {}, headers: fromSite() });
  expect(saved.status()).toBe(200);
  await page.goto('/account/saved');
  await expect(page.getByText('1 saved article')).toBeVisible();
  await page.getByRole('button', { name: /^Remove “/ }).click();
  await expect(page).toHaveURL(/\/account\/saved$/);
  await expect(page.getByText('Bookmark removed')).toBeVisible();
  await expect(page.getByText('You have not saved any articles yet.')).toBeVisible();
});

test('delete: refused until the box is ticked, then the account is gone and the reader is on /', async ({ page }) => {
  await newReader(page);
  await page.goto('/account/profile');
  const form = page.locator('[data-delete-account]');
  // The box is `required`: skip the browser's own check to see the server's answer.
  await form.locator('form').evaluate((f) => f.setAttribute('novalidate', ''));
  await form.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.locator('[data-field-error="confirm"]')).toHaveText('Tick the box to confirm that your account should be deleted.');
  await page.getByRole('checkbox', { name: 'Yes, delete my account for good' }).check();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/profile')).status()).toBe(401);
});
