// A guest's article page is drawn once per read and shared by every guest (pages.tsx guestMarkup).
// A page carrying a comment the server handed back (a reader whose session ended between the post
// and the page) is that browser's alone: it must not become what the next guest is shown.
import { env, SELF } from 'cloudflare:test';
import { serializeSigned } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS } from '../../contracts/comment-text';
import { makeArticle } from '../../test/factories';
import { url } from '../../test/http';

describe('a guest article page with a handed-back comment', () => {
  it('shows the draft to its own browser and never to the next guest', async () => {
    const article = await makeArticle();
    const words = `draft-${crypto.randomUUID().slice(0, 8)}`;
    const flash = JSON.stringify({ toasts: [], data: { [DRAFT_KEYS.body]: words, [DRAFT_KEYS.replyTo]: '' } });
    const cookie = (await serializeSigned('ew_flash', flash, env.SESSION_SECRET)).split(';')[0]!;
    const own = await SELF.fetch(url(`/article/${article.id}`), { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(words);
    const next = await SELF.fetch(url(`/article/${article.id}`));
    expect(next.status).toBe(200);
    expect(await next.text()).not.toContain(words);
  });
});
