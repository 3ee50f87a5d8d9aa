/** @module The password-reset e-mail, in the branded layout (mail/templates): HTML and its plain-text part. */
import { Cta, Layout, P } from '../mail/templates/Layout';
import { type Letter, renderLetter } from '../mail/templates/render';

export function resetEmail(link: string, validMinutes: number, site: string): Promise<Letter> {
  return renderLetter(
    'Reset your Edgewire password',
    <Layout
      preview={`Set a new password: the link works once, for ${validMinutes} minutes.`}
      heading="Reset your password"
      site={site}
      footer="You get this e-mail because someone asked to reset the password of this address's Edgewire account."
    >
      <P>Someone asked to reset the password of your Edgewire account.</P>
      <Cta href={link}>Set a new password</Cta>
      <P>{`The link works once, for ${validMinutes} minutes: ${link}`}</P>
      <P>If it was not you, ignore this e-mail: your password stays as it is.</P>
    </Layout>,
  );
}
