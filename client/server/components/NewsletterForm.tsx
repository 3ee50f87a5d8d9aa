/**
 * @module The newsletter sign-up form: in the footer of every reader page and on /newsletter. A
 * plain POST (no island, no script): the answer comes back as a toast on the page it was sent from,
 * or as /newsletter with the problem on the field. `back` is that page (contracts/back.ts).
 */
import { Field, FormError } from '../../browser/components/ui/Field';

type Props = {
  /** Where a successful sign-up returns to. */
  back: string;
  /** Distinct ids for the footer's copy and the page's own. */
  id: string;
  email?: string;
  error?: string | null;
  /** A refusal not about the field (too many, the queue down), shown above the form. */
  formError?: string | null;
  /** The footer's: the button beside the field on wider screens. */
  compact?: boolean;
};

export function NewsletterForm({ back, id, email, error, formError, compact = false }: Props) {
  return (
    <form method="post" action="/newsletter" noValidate data-newsletter-form={id} className="w-full max-w-md">
      <input type="hidden" name="back" value={back} />
      <FormError id={`${id}-form-error`} message={formError ?? null} />
      <div className={compact ? 'flex flex-col gap-2 sm:flex-row sm:items-end' : 'flex flex-col gap-3'}>
        <div className="min-w-0 flex-1">
          <Field
            id={id}
            label="Your e-mail address"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={email}
            error={error}
          />
        </div>
        {/* Beside the field from 640 px, as tall as it (42 px), so the two line up. */}
        <button type="submit" className={`btn btn-primary ${compact ? 'btn-md shrink-0 sm:h-[2.625rem]' : 'btn-block'}`}>
          Subscribe
        </button>
      </div>
    </form>
  );
}
