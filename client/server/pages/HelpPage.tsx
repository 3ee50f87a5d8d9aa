/** @module /help and /contact-us: the support page with the support form island. */

import { LinkItems, TEXT_LINK } from '../../browser/components/links';
import type { SupportFormProps } from '../../browser/components/SupportForm';
import { containerClass } from '../../browser/components/ui/Container';
import { Island } from '../islands';

/** The policy pages under "More help" ([href, label]). */
const PAGES = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/about', 'About Edgewire'],
] as const;

export function HelpPage({ form, supportEmail }: { form: SupportFormProps; supportEmail: string }) {
  return (
    <main id="main" className={containerClass('reading', 'py-10')}>
      <h1 className="text-3xl font-black tracking-tight text-ink">Help and Support</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-2">
        Questions about your account, Edgewire Plus or a story? Send us a message and a member of our team will get back to you, usually
        within one business day.
      </p>
      <div className="mt-8 grid gap-10 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="support-form-title">
          <h2 id="support-form-title" className="mb-4 text-xl font-bold text-ink">
            Contact us
          </h2>
          <Island name="SupportForm" props={form} />
        </section>
        <section aria-labelledby="support-more-title" className="text-ink-2">
          <h2 id="support-more-title" className="mb-4 text-xl font-bold text-ink">
            More help
          </h2>
          <ul className="flex flex-col gap-3">
            <li>
              E-mail us at{' '}
              <a href={`mailto:${supportEmail}`} className={TEXT_LINK}>
                {supportEmail}
              </a>
            </li>
            <li>
              Billing and plans:{' '}
              <a href="/landing" className={TEXT_LINK}>
                Edgewire Plus
              </a>
            </li>
            <LinkItems links={PAGES} className={TEXT_LINK} />
          </ul>
        </section>
      </div>
    </main>
  );
}
