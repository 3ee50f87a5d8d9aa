/**
 * @module The `email.send` job: deliver over SMTP, then let the consumer write the receipt. The
 * effect is outside D1, so there are no statements to commit with the receipt: a crash between the
 * SMTP 250 and the receipt resends the mail (same Message-ID), which at-least-once allows.
 */
import type { EmailSend } from '../../queue/messages';
import { sendEmail } from './send';

export async function emailStatements(env: Env, msg: EmailSend): Promise<D1PreparedStatement[]> {
  const { kind: _kind, ...email } = msg;
  await sendEmail(env, email);
  return [];
}
