/**
 * @module The reply notification e-mail, in the branded layout (mail/templates). Reader text (the
 * handle, the reply, the title) goes in as React text: escaped in the HTML part, as is in the text part.
 */
import type { CommentDto } from '../../contracts/comments';
import type { EmailRequest } from '../mail/enqueue';
import { Cta, Layout, P, Quote } from '../mail/templates/Layout';
import { renderLetter } from '../mail/templates/render';
import type { ReplyRecipient } from './recipients';

/** How much of the reply an e-mail quotes: enough to decide whether to open it. */
const QUOTE_CHARS = 500;

export async function replyEmail(siteUrl: string, reply: CommentDto, to: ReplyRecipient): Promise<EmailRequest> {
  const chars = [...reply.body];
  const quote = chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join('')}…` : reply.body;
  const link = `${siteUrl}/article/${reply.ref_id}?comment_id=${reply.reply_to}&reply_id=${reply.id}#comment-${reply.id}`;
  const settings = `${siteUrl}/account/notifications`;
  const what = to.threadAuthor ? 'replied to your comment' : 'also replied in a conversation you joined';
  const subject = `${reply.handle} ${what}`;
  const letter = await renderLetter(
    subject,
    <Layout
      preview={quote}
      heading={subject}
      site={siteUrl}
      footer={
        <>
          You get these e-mails because of your comment notification settings: <a href={settings}>{settings}</a>
        </>
      }
    >
      <P>{`${reply.handle} ${what} on "${to.articleTitle}":`}</P>
      <Quote>{quote}</Quote>
      <Cta href={link}>Read the conversation</Cta>
    </Layout>,
  );
  return {
    to: to.email,
    ...letter,
    // One e-mail per reply and reader, however often the queue redelivers.
    idempotencyKey: `comment-reply-${reply.id}-${to.email.replace(/[^A-Za-z0-9]/g, '_').slice(0, 60)}`,
  };
}
