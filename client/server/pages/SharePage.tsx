/**
 * @module `/share/{id}`: what the action bar's Share link opens without JavaScript (with
 * it, the share modal opens instead). The address to copy (Copy link once hydrated), the eight
 * links, the WeChat QR code, and the e-mail panel, whose form posts here and comes back with the
 * spec's thank-you toast or the problem on the field.
 */
import { type EmailSharing, SHARE_TEXT, ShareBody } from '../../browser/components/share/ShareBody';
import type { ShareEmailFormProps } from '../../browser/components/share/ShareEmailForm';
import { Container } from '../../browser/components/ui/Container';
import { Island } from '../islands';

type Props = { articleId: number; title: string; url: string; email: EmailSharing; form: ShareEmailFormProps };

export function SharePage({ articleId, title, url, email, form }: Props) {
  return (
    <Container width="reading" main className="py-6 sm:py-10">
      <div className="mx-auto flex max-w-md flex-col gap-5">
        <p>
          <a href={`/article/${articleId}`} className="text-sm font-semibold text-accent-ink hover:underline">
            ← Back to the article
          </a>
        </p>
        <h1 className="text-3xl font-black tracking-tight text-ink">{SHARE_TEXT.heading}</h1>
        <ShareBody
          articleId={articleId}
          title={title}
          url={url}
          email={email}
          form={<Island name="ShareEmailForm" props={form} />}
          quick={<Island name="QuickShare" props={{ url, title }} />}
          mode="page"
        />
      </div>
    </Container>
  );
}
