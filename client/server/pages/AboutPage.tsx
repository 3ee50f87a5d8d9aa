/** @module /about: what Edgewire is, how editors curate it, Edgewire Plus, the app version and links. */
import { TEXT_LINK } from '../../browser/components/links';
import { containerClass } from '../../browser/components/ui/Container';

export function AboutPage({ version, supportEmail }: { version: string; supportEmail: string }) {
  return (
    <main id="main" className={containerClass('reading', 'py-10')}>
      <h1 className="text-3xl font-black tracking-tight text-ink">About Edgewire</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-2">
        Edgewire is a news reader for people who want the day’s important stories without the noise. We bring together articles from
        publications across the country, group them by day and by topic, and put what matters most at the top.
      </p>

      <h2 className="mt-10 text-xl font-bold text-ink">Curated by editors</h2>
      <p className="mt-2 leading-relaxed text-ink-2">
        Every story on the Trending page is chosen by an editor, not by an engagement algorithm. Editors arrange each day’s stories into
        sections, follow developing news through the day and write Edgewire Originals of their own. Readers can follow the topics, places
        and curators they care about to get a personal For You feed and local news.
      </p>

      <h2 className="mt-10 text-xl font-bold text-ink">Edgewire Plus</h2>
      <p className="mt-2 leading-relaxed text-ink-2">
        Edgewire is free to read. Edgewire Plus, our paid tier, removes ads, unlocks paid exclusives and unlimited local news from over 200
        US cities, and opens every page of your For You feed. Plans are monthly or annual, and one month is free.
      </p>
      <p className="mt-4">
        <a href="/landing" className="btn btn-primary btn-md">
          See Edgewire Plus plans
        </a>
      </p>

      <h2 className="mt-10 text-xl font-bold text-ink">Get in touch</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-ink-2">
        <li>
          <a href="/help" className={TEXT_LINK}>
            Help and Support
          </a>{' '}
          — questions, feedback or a problem with your account
        </li>
        <li>
          E-mail:{' '}
          <a href={`mailto:${supportEmail}`} className={TEXT_LINK}>
            {supportEmail}
          </a>
        </li>
        <li>
          <a href="/privacy-policy" className={TEXT_LINK}>
            Privacy Policy
          </a>{' '}
          and{' '}
          <a href="/terms" className={TEXT_LINK}>
            Terms of Service
          </a>
        </li>
      </ul>

      <p className="mt-10 text-sm text-ink-3" data-app-version>
        Version {version}
      </p>
    </main>
  );
}
