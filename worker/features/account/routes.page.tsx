/**
 * @module Account pages: /account (→ /account/profile), the eight /account/{section} pages and
 * /onboarding. Guests never reach /account/* (requireReader sends them to /login?redirect=account);
 * /onboarding sends them to /login itself. Each page reads what it shows in one D1 batch and is
 * never cached (it is about one reader).
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { Island } from '../../../client/islands';
import { AccountPage } from '../../../client/pages/AccountPage';
import { BillingSection, SavedSection } from '../../../client/pages/AccountSections';
import { OnboardingPage } from '../../../client/pages/OnboardingPage';
import { ACCOUNT_SECTIONS, type AccountSection, BOOKMARKS_PAGE_SIZE, isAccountSection, isPhone } from '../../contracts/account';
import { ONBOARDING_TITLE, parseStep } from '../../contracts/onboarding';
import { users } from '../../db/schema';
import type { AppEnv, Viewer } from '../../env';
import { notFound } from '../../http/errors';
import { readerPage, type SignedIn } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { isSubscribed } from '../articles/access';
import { groupTags, toArticleDto } from '../articles/dto';
import { listBookmarks } from '../bookmarks/queries';
import { type CuratorRow, curatorsQuery, interestTagsQuery, locationPageQueries, myTagsQuery, type TagListRow } from '../follows/queries';
import { APP_VERSION } from '../static/routes.page';
import { parsePage } from '../tags/rules';
import { latestSubscription } from './queries';
import { curatorView, interestGroups, tagView } from './views';

export const accountPages = new Hono<AppEnv>();

type C = Context<AppEnv & SignedIn>;

const INTROS: Partial<Record<AccountSection, string>> = {
  notifications: 'Changes are saved automatically.',
  interests: 'Follow categories and topics to shape Your News.',
  locations: 'Follow cities and states for Local News.',
  following: 'Curators pick the stories worth your time. Follow the ones you trust.',
  theme: 'Choose how Edgewire looks on this account.',
};

async function sectionBody(c: C, section: AccountSection, viewer: Viewer) {
  const db = c.get('db');
  const now = nowSeconds();
  switch (section) {
    case 'profile': {
      const [u] = await db
        .select({ username: users.username, email: users.email, phone: users.phone, smsConsentAt: users.smsConsentAt })
        .from(users)
        .where(eq(users.id, viewer.id))
        .limit(1);
      if (!u) throw notFound('Page not found');
      return (
        <Island
          name="ProfileSettings"
          props={{ username: u.username, email: u.email, phone: u.phone, smsConsent: u.smsConsentAt !== null && u.phone !== null }}
        />
      );
    }
    case 'notifications': {
      const [u] = await db
        .select({
          breaking: users.notificationBreaking,
          amPm: users.notificationAmPm,
          email: users.emailNotificationComments,
          push: users.pushNotificationComments,
        })
        .from(users)
        .where(eq(users.id, viewer.id))
        .limit(1);
      if (!u) throw notFound('Page not found');
      const initial = {
        notification_breaking: u.breaking,
        notification_am_pm: u.amPm,
        email_notification_comments: u.email,
        push_notification_comments: u.push,
      };
      return <Island name="NotificationSettings" props={{ initial }} />;
    }
    case 'theme':
      // The viewer row (read for this request anyway) already carries the theme.
      return <Island name="ThemeSettings" props={{ theme: viewer.theme }} />;
    case 'billing': {
      const sub = await latestSubscription(db, viewer.id);
      return (
        <BillingSection
          subscriptionEnd={viewer.subscriptionEnd}
          subscribed={isSubscribed(viewer.subscriptionEnd, now)}
          plan={sub.plan}
          renews={sub.renews}
        />
      );
    }
    case 'interests': {
      const rows = (await interestTagsQuery(db, viewer.id)) as TagListRow[];
      return <Island name="InterestFollows" props={{ groups: interestGroups(rows) }} />;
    }
    case 'locations': {
      const [rows, totals, mine] = await db.batch([...locationPageQueries(db, viewer.id), myTagsQuery(db, viewer.id, 'location')]);
      return (
        <Island
          name="LocationFollows"
          props={{
            initial: { tags: (rows as TagListRow[]).map(tagView), total: totals[0]?.total ?? 0 },
            mine: mine.map((t) => tagView(t)),
          }}
        />
      );
    }
    case 'following': {
      const rows = (await curatorsQuery(db, viewer.id)) as CuratorRow[];
      return <Island name="CuratorFollows" props={{ curators: rows.map(curatorView) }} />;
    }
    case 'saved': {
      const page = parsePage(c.req.query('page'));
      if (page === null) throw notFound('Page not found');
      const res = await listBookmarks(db, viewer.id, page, BOOKMARKS_PAGE_SIZE);
      const pages = Math.max(1, Math.ceil(res.total / BOOKMARKS_PAGE_SIZE));
      if (page > pages) throw notFound('Page not found');
      const tagsOf = groupTags(res.tagRows);
      const articles = res.rows.map((r) => toArticleDto(r, tagsOf, res.marks, viewer, null, now));
      return <SavedSection articles={articles} page={page} pages={pages} total={res.total} nowSeconds={now} />;
    }
  }
}

for (const path of ['/account', '/account/']) accountPages.get(path, readerPage, (c) => c.redirect('/account/profile', 302));

accountPages.get('/account/:section', readerPage, async (c) => {
  const section = c.req.param('section');
  if (!isAccountSection(section)) throw notFound('Page not found');
  const viewer = c.var.viewer;
  c.header('Cache-Control', 'private, no-store');
  const body = await sectionBody(c, section, viewer);
  const label = ACCOUNT_SECTIONS.find((s) => s.slug === section)!.label;
  return c.render(
    <AccountPage section={section} version={APP_VERSION} intro={INTROS[section]}>
      {body}
    </AccountPage>,
    { title: `${label} · Your Account · Edgewire`, noindex: true },
  );
});

accountPages.get('/onboarding', async (c) => {
  const viewer = c.get('viewer');
  c.header('Cache-Control', 'private, no-store');
  if (!viewer) return c.redirect('/login', 302);
  const db = c.get('db');
  const [interestRows, locationRows, totals, mine, me] = await db.batch([
    interestTagsQuery(db, viewer.id),
    ...locationPageQueries(db, viewer.id),
    myTagsQuery(db, viewer.id, 'location'),
    db.select({ phone: users.phone }).from(users).where(eq(users.id, viewer.id)).limit(1),
  ]);
  const fromQuery = c.req.query('phone')?.trim() ?? '';
  // ?phone= only prefills the field (nothing is saved without the reader's consent).
  const phone = fromQuery && fromQuery.length <= 40 && isPhone(fromQuery) ? fromQuery : (me[0]?.phone ?? '');
  return c.render(
    <OnboardingPage
      start={parseStep(c.req.query('step'))}
      phone={phone}
      shortCode={c.env.SMS_SHORT_CODE}
      interests={interestGroups(interestRows as TagListRow[])}
      locations={{ tags: (locationRows as TagListRow[]).map(tagView), total: totals[0]?.total ?? 0 }}
      myLocations={mine.map((t) => tagView(t))}
    />,
    { title: `${ONBOARDING_TITLE} · Edgewire`, noindex: true },
  );
});
