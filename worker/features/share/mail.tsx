/** @module The e-mail that carries a shared article to one recipient, in the branded layout (mail/templates). */
import type { EmailRequest } from '../mail/enqueue';
import { Cta, Layout, P } from '../mail/templates/Layout';
import { renderLetter } from '../mail/templates/render';

export type SharedArticle = {
  /** The sharer's username (readers know each other by it; their e-mail address is never shown). */
  sharer: string;
  /** Already cut to 140 characters (shareTitle). */
  title: string;
  link: string;
  /** Days the link's share pass opens the article; null for a free article (no pass). */
  passDays: number | null;
};

export async function shareEmail(to: string, a: SharedArticle, idempotencyKey: string, site: string): Promise<EmailRequest> {
  const intro = `${a.sharer} shared an article with you on Edgewire:`;
  const note = a.passDays === null ? null : `This link opens the whole article for you for ${a.passDays} days.`;
  // The queue takes subjects up to 200 characters; a long username must not lose the e-mail.
  const subject = [...`${a.sharer} shared: ${a.title}`].slice(0, 200).join('');
  const letter = await renderLetter(
    subject,
    <Layout
      preview={intro}
      heading={a.title}
      site={site}
      footer={`${a.sharer} sent you this article from Edgewire. You get no other e-mail from us unless you ask for it.`}
    >
      <P>{intro}</P>
      <P>
        <a href={a.link}>{a.title}</a>
      </P>
      {note ? <P>{note}</P> : null}
      <Cta href={a.link}>Read the article</Cta>
    </Layout>,
  );
  return { to, ...letter, idempotencyKey };
}
