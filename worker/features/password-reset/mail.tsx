/** @module The password-reset e-mail: plain text plus an HTML part built from escaped text only. */
import { escapeHtml } from '../mail/html';

export function resetEmail(link: string, validMinutes: number): { subject: string; text: string; html: string } {
  const subject = 'Reset your Edgewire password';
  const text = [
    'Someone asked to reset the password of your Edgewire account.',
    '',
    `Set a new password here (the link works once, for ${validMinutes} minutes):`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone asked to reset the password of your Edgewire account.</p>
<p><a href="${escapeHtml(link)}">Set a new password</a> (the link works once, for ${validMinutes} minutes).</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
  return { subject, text, html };
}
