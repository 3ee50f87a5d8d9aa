/**
 * @module Account pages: /account (→ /account/profile) and the eight /account/{section} pages.
 * Guests never reach them (readerPage sends them to /login?redirect=account). Each page reads what
 * it shows in one D1 round trip and is never cached (it is about one reader).
 */
import { Hono } from 'hono';
import { Island } from '../../../client/server/islands';
import { AccountPage } from '../../../client/server/pages/AccountPage';
import { SavedSection } from '../../../client/server/pages/AccountSections';
import { BillingSection } from '../../../client/server/pages/BillingSection';
import { ACCOUNT_SECTIONS, type AccountSection, BOOKMARKS_PAGE_SIZE, isAccountSection } from '../../contracts/account';
import type { NamedFeedback } from '../../contracts/forms';
import type { ToastInit } from '../../contracts/toasts';
import type { AppEnv, Viewer } from '../../env';
import { notFound } from '../../http/errors';
import { takeFlash } from '../../http/flash';
import { type SignedInContext as C, readerPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { toCardDtos } from '../articles/dto';
import { billingOverview } from '../billing/account';
import { listBookmarks } from '../bookmarks/queries';
import { APP_VERSION } from '../static/version';
import { pageCount, parsePage } from '../tags/rules';
import { curatorList, interestTags, locationFollows, notificationSettings, profileSettings } from './queries';
import { curatorView, interestGroups, locationFilterOf, locationsView } from './views';

export const accountPages = new Hono<AppEnv>();

const INTROS: Partial<Record<AccountSection, string>> = {
  notifications: 'Changes are saved automatically.',
  interests: 'Follow categories and topics to shape Your News.',
  locations: 'Follow cities and states for Local News.',
  following: 'Curators pick the stories worth your time. Follow the ones you trust.',
  theme: 'Choose how Edgewire looks on this account.',
};

async function sectionBody(c: C, section: AccountSection, viewer: Viewer, feedback?: NamedFeedback) {
  const db = c.get('db');
  const now = nowSeconds();
  switch (section) {
    case 'profile': {
      const u = await profileSettings(db, viewer.id);
      if (!u) throw notFound('Page not found');
      return (
        <Island
          name="ProfileSettings"
          props={{
            username: u.username,
            email: u.email,
            phone: u.phone,
            smsConsent: u.smsConsentAt !== null && u.phone !== null,
            ...(feedback ? { feedback } : {}),
          }}
        />
      );
    }
    case 'notifications': {
      const initial = await notificationSettings(db, viewer.id);
      if (!initial) throw notFound('Page not found');
      return (
        <>
          <Island name="NotificationSettings" props={{ initial, ...(feedback ? { feedback } : {}) }} />
          {/* This browser's push opt-in: asked from a click only (decision 057-push-in-the-browser). */}
          <Island name="PushOptIn" props={{}} />
        </>
      );
    }
    case 'theme':
      // The viewer row (read for this request anyway) already carries the theme.
      return <Island name="ThemeSettings" props={{ theme: viewer.theme, ...(feedback ? { feedback } : {}) }} />;
    case 'billing':
      // Read from Stripe (features/billing/account.ts); drawn from the kept row when Stripe is out of reach.
      return <BillingSection view={await billingOverview(c.env, db, viewer, now)} />;
    case 'interests':
      return <Island name="InterestFollows" props={{ groups: interestGroups(await interestTags(db, viewer.id)) }} />;
    case 'locations': {
      // The picker's state links and search box work without JavaScript: ?state=TX&q=aus.
      const filter = locationFilterOf(c.req.query('state'), c.req.query('q'));
      return <Island name="LocationFollows" props={locationsView(await locationFollows(db, viewer.id, filter), filter)} />;
    }
    case 'following': {
      const rows = await curatorList(db, viewer.id);
      return <Island name="CuratorFollows" props={{ curators: rows.map(curatorView) }} />;
    }
    case 'saved': {
      const page = parsePage(c.req.query('page'), BOOKMARKS_PAGE_SIZE);
      if (page === null) throw notFound('Page not found');
      const res = await listBookmarks(db, viewer.id, page, BOOKMARKS_PAGE_SIZE);
      const pages = pageCount(res.total, BOOKMARKS_PAGE_SIZE);
      if (page > pages) throw notFound('Page not found');
      const articles = toCardDtos(res, viewer, now);
      return <SavedSection articles={articles} page={page} pages={pages} total={res.total} nowSeconds={now} />;
    }
  }
}

for (const path of ['/account', '/account/']) accountPages.get(path, readerPage, (c) => c.redirect('/account/profile', 302));

/**
 * One account page; `feedback` when one of its forms posted without JavaScript came back with
 * errors, `toasts` for a post whose page has no form to show them on (a saved article's Remove).
 */
export async function accountScreen(c: C, section: AccountSection, feedback?: NamedFeedback, toasts: ToastInit[] = []) {
  c.header('Cache-Control', 'private, no-store');
  const body = await sectionBody(c, section, c.var.viewer, feedback);
  const label = ACCOUNT_SECTIONS.find((s) => s.slug === section)!.label;
  const flash = await takeFlash(c);
  return c.render(
    <AccountPage section={section} version={APP_VERSION} intro={INTROS[section]}>
      {body}
    </AccountPage>,
    {
      title: `${label} · Your Account · Edgewire`,
      noindex: true,
      toasts: [...(flash.toasts ?? []), ...toasts],
      engagement: section === 'saved' || undefined,
    },
  );
}

accountPages.get('/account/:section', readerPage, async (c) => {
  const section = c.req.param('section');
  if (!isAccountSection(section)) throw notFound('Page not found');
  return accountScreen(c, section);
});
