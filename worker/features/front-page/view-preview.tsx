/**
 * @module POST /admin/views/{id}/preview: the front page drawn with a view as the editor has it,
 * unsaved. The editor's Preview button posts the same fields as Save (its own form, so it works
 * without JavaScript) into a new tab; the post is read and checked exactly as a save is (the one
 * form route, ViewPatchBody, every id checked against the view and the tables), then drawn by the
 * readers' own Zone and TrendingPage components, and nothing is written or cached. Admin only and
 * CSRF-checked like every post (app.ts). A post the save would refuse gets the error envelope
 * (`{ errors: [{ message, code, path }] }`, paths as the form names them) with the save's status.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import { Zone } from '../../../client/server/components/Zone';
import { TrendingPage } from '../../../client/server/pages/TrendingPage';
import { VIEW_ADMIN_MESSAGES as M, ViewPatchBody } from '../../contracts/admin-views';
import { readerTier } from '../../contracts/plus';
import { zoneGated } from '../../contracts/zone-gate';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { formRoute } from '../../http/form';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { renderWholePage } from '../../pages/render-whole';
import { bodyFromValues, formErrors, valuesFromPosted } from './admin-input';
import { VIEW_PATH, viewIdOf } from './admin-pages';
import type { ActiveViewRows } from './queries';
import { assembleView } from './view';
import { checkedPlans } from './view-actions';
import { loadViewAdmin, previewCards } from './view-queries';
import type { ZonePlan } from './view-rules';

type Loaded = Awaited<ReturnType<typeof previewCards>>;

/**
 * The unsaved zones as the front page's batch would have read them once saved: only the zones
 * shown on the page, each its articles in order (published ones: drafts are not on the page yet)
 * and its tags. Zones are numbered from 1 in the order sent: they may have no id yet.
 */
export function previewRows(
  view: { id: number; title: string; version: number },
  plans: readonly ZonePlan[],
  loaded: Loaded,
): ActiveViewRows {
  const cards = new Map(loaded.cards.map((r) => [r.id, r]));
  const tags = new Map(loaded.zoneTagRows.map((t) => [t.id, t]));
  const shown = plans.filter((p) => p.isActive).map((p, k) => ({ p, zoneId: k + 1 }));
  return {
    view,
    zoneRows: shown.map(({ p, zoneId }) => ({
      id: zoneId,
      title: p.title,
      order: p.order,
      webLayout: p.webLayout,
      hideTitle: p.hideTitle,
      payWall: p.payWall,
    })),
    zoneArticleRows: shown.flatMap(({ p, zoneId }) =>
      p.articles.flatMap((a) => (cards.has(a.id) ? [{ zoneId, ...cards.get(a.id)! }] : [])),
    ),
    zoneTagRows: shown.flatMap(({ p, zoneId }) => p.tags.flatMap((t) => (tags.has(t.id) ? [{ zoneId, ...tags.get(t.id)! }] : []))),
    tagRows: loaded.articleTagRows,
    marks: { votes: new Map(), bookmarks: new Set() },
  };
}

function PreviewNote({ title, action }: { title: string; action: string }) {
  // A landmark of its own: it sits above the page's main, and everything on a page is in one.
  return (
    <section aria-label="Preview" className="border-b border-accent bg-accent-soft px-4 py-3 text-sm text-accent-ink" data-view-preview>
      <p role="status">
        <strong>Preview of “{title}” with your unsaved changes.</strong> Nothing is saved: readers see this only after you Save and activate
        the view.{' '}
        <a href={action} className="font-semibold underline">
          Back to the editor
        </a>
      </p>
    </section>
  );
}

async function previewPage(c: C, id: number, body: ViewPatchBody) {
  const db = c.get('db');
  const saved = await loadViewAdmin(db, id);
  if (!saved) throw notFound(M.notFound);
  const plans = await checkedPlans(db, id, body.zones ?? []);
  const loaded = await previewCards(
    db,
    plans.flatMap((p) => p.articles.map((a) => a.id)),
    plans.flatMap((p) => p.tags.map((t) => t.id)),
  );
  const now = Math.floor(Date.now() / 1000);
  const title = body.title ?? saved.title;
  const view = assembleView(previewRows({ id, title, version: body.version }, plans, loaded), null, now);
  // The admin's own tier decides whether a paywalled zone is drawn gated, as on the front page.
  const tier = readerTier(c.var.viewer, now);
  const gated = view.zones.map((z) => zoneGated(z.pay_wall, tier));
  const html = view.zones.map((z, i) => renderToString(<Zone zone={z} nowSeconds={now} first={i === 0} gated={gated[i]!} />));
  c.header('Cache-Control', 'private, no-store');
  const page = (
    <>
      <PreviewNote title={title || `View #${id}`} action={`/admin/views/${id}`} />
      <TrendingPage
        zoneCount={html.length}
        zonesHtml={(from, to) => html.slice(from, to).join('')}
        nowSeconds={now}
        banner={null}
        gated={gated}
        shownIds={[...new Set(view.zones.flatMap((z) => z.articles.map((a) => a.id)))]}
        icymi={null}
      />
    </>
  );
  return renderWholePage(c as Context<AppEnv>, page, {
    title: `Preview: ${title || `View #${id}`} · Edgewire`,
    nav: 'trending',
    noindex: true,
  });
}

export const viewPreview = new Hono<AppEnv>();

viewPreview.post(
  `${VIEW_PATH}/preview`,
  adminPage,
  formRoute(ViewPatchBody, (c, body) => previewPage(c, viewIdOf(c), body), {
    input: (posted) => bodyFromValues(valuesFromPosted(posted)).body,
    // The status is the error's (formRoute set it): the envelope, its paths the fields the editor sees.
    onError: (c, feedback, { posted }) =>
      c.json({ errors: formErrors(feedback.errors, bodyFromValues(valuesFromPosted(posted)).formIndex) }),
  }),
);
