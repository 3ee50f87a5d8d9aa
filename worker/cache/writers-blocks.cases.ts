/**
 * @module The writer table's other half (writers.test.ts): UI blocks, promotionals and popups. A
 * block is read through `/aux/ui-blocks/{id}` (an admin also gets its draft), the banners on a
 * guest's front page, the popups through `/aux/popups`: each from the isolate's kept copy.
 */
import { env } from 'cloudflare:test';
import { onTestFinished } from 'vitest';
import { makeBlock } from '../features/blocks/admin.cases';
import { goodConfig, makePopup } from '../features/popups/admin.cases';
import { wordsNode } from '../test/dtos';
import { makeActiveView, makeArticle, putBlock, uniq, uniqueBlockId } from '../test/factories';
import { admin, answer, guestPage, has, lacks, seen, type Writer } from '../test/writers';
import { invalidate } from '.';

const block = (id: string) => `/aux/ui-blocks/${id}`;

/** A front page a guest sees the sign-up banner on (after its third zone), with no 'default' promotional until the probe writes one. */
async function bannerPage() {
  const noDefault = () => env.DB.prepare("DELETE FROM promotionals WHERE code = 'default'").run();
  await noDefault();
  // Other files of the group expect the built-in banners: none is left behind.
  onTestFinished(async () => {
    await noDefault();
    await invalidate(env, 'promotionals');
  });
  const zones = [];
  for (let i = 0; i < 3; i++) zones.push({ layout: 6, articleIds: [(await makeArticle()).id] });
  await makeActiveView(zones);
  const id = uniqueBlockId('banner');
  const headline = `Join us ${uniq()}`;
  const doc = { children: [wordsNode(headline, 'Free forever.', { element: 'button', data: { label: 'Sign up', url: '/signup' } })] };
  await putBlock(id, doc, doc);
  return { id, headline };
}

/** The 'default' promotional, written straight to D1 as the seed writes it. */
const defaultPromotional = (settings: Record<string, string>) =>
  env.DB.prepare("INSERT INTO promotionals (code, settings, is_active) VALUES ('default', ?, 1)").bind(JSON.stringify(settings)).run();

export const BLOCK_WRITERS: Record<string, Writer> = {
  'POST /admin/api/ui-blocks': seen(['blocks'], {
    setup: async () => ({ id: uniqueBlockId('new'), words: `Brand new ${uniq()}` }),
    read: (s) => answer(block(s.id)),
    write: (s, who) => admin('POST', '/admin/api/ui-blocks', who, { id: s.id, name: 'New', draft: { children: [] } }),
    before: (text, s) => lacks(s.id)(text),
    after: (text, s) => has(s.id)(text),
  }),
  'PATCH /admin/api/ui-blocks/:id': seen(['blocks'], {
    // The draft is the admins' to see: `/aux/ui-blocks/{id}` answers it to them from the kept block.
    setup: async (who) => ({ id: await makeBlock(`Old draft ${uniq()}`), words: `New draft ${uniq()}`, cookie: who.cookie }),
    read: (s) => answer(block(s.id), s.cookie),
    write: (s, who) =>
      admin('PATCH', `/admin/api/ui-blocks/${s.id}`, who, { draft: { children: [{ element: 'text', data: { html: s.words } }] } }),
    before: (text, s) => lacks(s.words)(text),
    after: (text, s) => has(s.words)(text),
  }),
  'POST /admin/api/ui-blocks/:id/publish': seen(['blocks'], {
    setup: async () => {
      const words = `Ready to publish ${uniq()}`;
      return { id: await makeBlock(words, 'Published before'), words };
    },
    read: (s) => answer(block(s.id)),
    write: (s, who) => admin('POST', `/admin/api/ui-blocks/${s.id}/publish`, who),
    before: (text, s) => lacks(s.words)(text),
    after: (text, s) => has(s.words)(text),
  }),
  'DELETE /admin/api/ui-blocks/:id': seen(['blocks'], {
    setup: async () => {
      const words = `Soon gone ${uniq()}`;
      return { id: await makeBlock('Draft', words), words };
    },
    read: (s) => answer(block(s.id)),
    write: (s, who) => admin('DELETE', `/admin/api/ui-blocks/${s.id}`, who),
    before: (text, s) => has(s.words)(text),
    after: (text, s) => lacks(s.words)(text),
  }),
  'POST /admin/api/promotionals': seen(['promotionals'], {
    setup: bannerPage,
    read: () => guestPage('/trending'),
    write: (s, who) => admin('POST', '/admin/api/promotionals', who, { code: 'default', settings: { trending_signup_banner: s.id } }),
    before: (text, s) => lacks(s.headline)(text),
    after: (text, s) => has(s.headline)(text),
  }),
  'PATCH /admin/api/promotionals/:code': seen(['promotionals'], {
    setup: async () => {
      const s = await bannerPage();
      await defaultPromotional({});
      return s;
    },
    read: () => guestPage('/trending'),
    write: (s, who) => admin('PATCH', '/admin/api/promotionals/default', who, { settings: { trending_signup_banner: s.id } }),
    before: (text, s) => lacks(s.headline)(text),
    after: (text, s) => has(s.headline)(text),
  }),
  'DELETE /admin/api/promotionals/:code': seen(['promotionals'], {
    setup: async () => {
      const s = await bannerPage();
      await defaultPromotional({ trending_signup_banner: s.id });
      return s;
    },
    read: () => guestPage('/trending'),
    write: (_s, who) => admin('DELETE', '/admin/api/promotionals/default', who),
    before: (text, s) => has(s.headline)(text),
    after: (text, s) => lacks(s.headline)(text),
  }),
  'POST /admin/api/popups': seen(['popups'], {
    setup: async () => ({ config: goodConfig() }),
    read: () => answer('/aux/popups'),
    write: (s, who) => admin('POST', '/admin/api/popups', who, { type: 'generic-1', config: s.config, is_active: true }),
    before: (text, s) => lacks(s.config.title)(text),
    after: (text, s) => has(s.config.title)(text),
  }),
  'PATCH /admin/api/popups/:id': seen(['popups'], {
    setup: async () => {
      const config = goodConfig();
      return { config, popup: await makePopup({ config }) };
    },
    read: () => answer('/aux/popups'),
    write: (s, who) => admin('PATCH', `/admin/api/popups/${s.popup.id}`, who, { is_active: false }),
    before: (text, s) => has(s.config.title)(text),
    after: (text, s) => lacks(s.config.title)(text),
  }),
  'DELETE /admin/api/popups/:id': seen(['popups'], {
    setup: async () => {
      const config = goodConfig();
      return { config, popup: await makePopup({ config }) };
    },
    read: () => answer('/aux/popups'),
    write: (s, who) => admin('DELETE', `/admin/api/popups/${s.popup.id}`, who),
    before: (text, s) => has(s.config.title)(text),
    after: (text, s) => lacks(s.config.title)(text),
  }),
};
