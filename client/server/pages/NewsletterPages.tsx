/**
 * @module The newsletter's pages: /newsletter (the form on its own, and where a refused footer
 * sign-up lands with its problem), the confirm and unsubscribe links' pages (a button that posts,
 * so a mail scanner following the link changes nothing) and what they end in.
 */
import type { ReactNode } from 'react';
import { ButtonLink } from '../../browser/components/ui/Button';
import { containerClass } from '../../browser/components/ui/Container';
import { NewsletterForm } from '../components/NewsletterForm';

function Panel({ title, children, state }: { title: string; children: ReactNode; state: string }) {
  return (
    <main id="main" className={containerClass('reading', 'flex flex-col py-12 sm:py-16')} data-newsletter-page={state}>
      <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">Edgewire newsletter</p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-2">{children}</div>
    </main>
  );
}

type FormPageProps = { back: string; email?: string; error?: string | null; formError?: string | null };

export function NewsletterPage({ back, email, error, formError }: FormPageProps) {
  return (
    <Panel title="The day’s top stories, in your inbox" state="form">
      <p>
        One e‑mail a day with the stories our editors picked. We send a link to confirm first, and every e‑mail has a one-click unsubscribe.
      </p>
      <NewsletterForm id="newsletter-page-email" back={back} email={email} error={error} formError={formError} />
    </Panel>
  );
}

export type LinkPurpose = 'confirm' | 'unsubscribe';

const ASK = {
  confirm: {
    title: 'Confirm your subscription',
    text: 'One click and the Edgewire newsletter is on its way to you.',
    button: 'Confirm subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter?',
    text: 'You will get no more newsletter e‑mails from Edgewire. You can sign up again at any time.',
    button: 'Unsubscribe',
  },
} as const;

/** The page a link opens: its button posts the link's token back. */
export function NewsletterAskPage({ purpose, token }: { purpose: LinkPurpose; token: string }) {
  const a = ASK[purpose];
  return (
    <Panel title={a.title} state={`${purpose}-ask`}>
      <p>{a.text}</p>
      <form method="post" action={`/newsletter/${purpose}`}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={`btn ${purpose === 'confirm' ? 'btn-primary' : 'btn-danger'} btn-md`}>
          {a.button}
        </button>
      </form>
    </Panel>
  );
}

/** A forged, expired or mangled link: nothing was changed, and the way to a new one. */
export function NewsletterInvalidLinkPage({ purpose }: { purpose: LinkPurpose }) {
  return (
    <Panel title="This link is not valid" state={`${purpose}-invalid`}>
      {purpose === 'confirm' ? (
        <p>
          The confirmation link is invalid or has expired (links are valid for 7 days). Nothing was changed. Enter your e‑mail address to
          get a new one.
        </p>
      ) : (
        <p>The unsubscribe link is invalid. Nothing was changed. Use the link in your most recent newsletter e‑mail, or contact support.</p>
      )}
      {purpose === 'confirm' ? (
        <NewsletterForm id="newsletter-page-email" back="/" />
      ) : (
        <ButtonLink href="/help">Contact support</ButtonLink>
      )}
    </Panel>
  );
}

export type DoneState = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'gone';

const DONE: Record<DoneState, { title: string; text: string }> = {
  confirmed: { title: 'You’re subscribed', text: 'Thank you! The Edgewire newsletter will arrive in your inbox once a day.' },
  'already-confirmed': { title: 'You’re already subscribed', text: 'This address was confirmed before. Nothing more to do.' },
  unsubscribed: { title: 'You’re unsubscribed', text: 'You will get no more newsletter e‑mails from Edgewire.' },
  gone: {
    title: 'Nothing to confirm',
    text: 'This address is no longer signed up (it may have been unsubscribed). Sign up again below to get a new link.',
  },
};

export function NewsletterDonePage({ state }: { state: DoneState }) {
  const d = DONE[state];
  return (
    <Panel title={d.title} state={state}>
      <p>{d.text}</p>
      {state === 'gone' ? (
        <NewsletterForm id="newsletter-page-email" back="/" />
      ) : (
        <p>
          <ButtonLink variant="primary" href="/trending">
            Read today’s stories
          </ButtonLink>
        </p>
      )}
    </Panel>
  );
}
