// What the app deliberately has no route for, written into the e2e server's D1 from outside
// (`wrangler d1 execute`, d1.ts) before any spec runs: a share pass row for a token minted here,
// and a fresh reader made Plus. Outside writes take SQLite's file lock; when a spec's request
// wrote at that instant the server answered 500 (SQLITE_BUSY). This project runs first and alone
// (the chromium project depends on it), so no page or API call can meet that lock.
import { SignJWT } from 'jose';
import { d1, localSecret, writeOutside } from './d1.ts';
import { expect, test } from './fixtures.ts';
import { newReader } from './readers.ts';

type Listed = { id: number; content_type: string; paywall: string };

test('outside writes: a share pass and a Plus reader', async ({ page }) => {
  let paid: Listed | undefined;
  for (let n = 1; n <= 10 && !paid; n++) {
    const res = await page.request.get(`/api/articles?page=${n}&count=100`);
    paid = ((await res.json()).data as Listed[]).find((a) => a.content_type === 'mxm_exclusive' && a.paywall === 'paid');
  }
  expect(paid, 'a seeded paid exclusive').toBeTruthy();

  // Minted the way the Worker mints passes (features/share/pass.ts), with the local secret.
  const jti = crypto.randomUUID();
  const exp = Math.floor(Date.now() / 1000) + 3 * 3600;
  const token = await new SignJWT({ art: paid!.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('edgewire')
    .setAudience('edgewire-share')
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(localSecret('SHARE_PASS_SECRET')));

  const plus = await newReader(page);
  d1(
    `INSERT INTO share_passes (id, article_id, expires_at) VALUES ('${jti}', ${paid!.id}, ${exp});
     UPDATE users SET subscription_end = unixepoch() + 86400 WHERE email = '${plus.email}';`,
  );
  writeOutside({ sharePass: { articleId: paid!.id, token }, plusReader: { email: plus.email, password: plus.password } });
});
