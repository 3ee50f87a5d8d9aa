/**
 * @module Sharing by e-mail: a real form that posts the typed addresses to the share page without
 * JavaScript (the server splits and checks them). Once hydrated, typed addresses become recipients
 * as soon as a separator, Enter or leaving the field ends them (spec §5: split on semicolons,
 * commas or whitespace); invalid ones stay in the input; at 5 recipients the input is disabled.
 * Send mails the recipients (what is left in the input is not sent); it clears them and says
 * 'Thank you for sharing this article!'.
 */
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import type { FormFeedback } from '../../../../worker/contracts/forms';
import { fieldMessage } from '../../../../worker/contracts/forms';
import { SHARE_MAX_RECIPIENTS, SHARE_MESSAGES, type ShareSentDto, sortAddresses, takeAddresses } from '../../../../worker/contracts/share';
import { callApi } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Field, SubmitButton } from '../ui/Field';

export type ShareEmailFormProps = {
  articleId: number;
  /** The article's public address (the API checks it names this article). */
  url: string;
  /** After a post without JavaScript came back with a problem: the input and the message. */
  feedback?: FormFeedback;
};

export const SHARE_FORM = {
  label: 'Email addresses',
  hint: `Up to ${SHARE_MAX_RECIPIENTS} people, separated by commas, semicolons or spaces.`,
  send: 'Send',
  sending: 'Sending…',
} as const;

export function ShareEmailForm({ articleId, url, feedback }: ShareEmailFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [input, setInput] = useState(feedback?.values.addresses ?? '');
  const [error, setError] = useState<string | null>(feedback ? fieldMessage(feedback.errors, 'addresses') : null);
  const [busy, setBusy] = useState(false);
  const full = recipients.length >= SHARE_MAX_RECIPIENTS;

  function take(text: string) {
    const next = takeAddresses(recipients, text);
    setRecipients(next.recipients);
    setInput(next.input);
    return next;
  }

  function onChange(value: string) {
    setError(null);
    // A separator at the end finishes what was typed before it; the rest waits for more typing.
    if (/[;,\s]$/.test(value)) take(value);
    else setInput(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && input.trim()) {
      event.preventDefault();
      take(input);
    } else if (event.key === 'Backspace' && !input && recipients.length) {
      setRecipients(recipients.slice(0, -1));
    }
  }

  function remove(address: string) {
    setRecipients(recipients.filter((r) => r !== address));
    // The input may have been disabled at five: give the keyboard somewhere to be.
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next = take(input);
    // What stays in the input is not sent (spec: invalid ones stay there); only with no recipient
    // at all does it stop the send, and then it says why.
    if (!next.recipients.length) {
      const left = sortAddresses([next.input]);
      return setError(left.invalid.length ? `${SHARE_MESSAGES.invalid} ${left.invalid.join(', ')}` : SHARE_MESSAGES.none);
    }
    setBusy(true);
    const res = await callApi<ShareSentDto>('/aux/articles/share-in-email', { addresses: next.recipients, article: articleId, url });
    setBusy(false);
    if (res.ok) {
      setRecipients([]);
      setInput('');
      return toast('success', SHARE_MESSAGES.sent);
    }
    toast('error', SHARE_MESSAGES.failed);
    setError(res.message);
  }

  return (
    <form method="post" action={`/share/${articleId}`} onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-share-email>
      {recipients.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Recipients">
          {recipients.map((r) => (
            <li key={r} className="chip gap-1 pr-1" data-recipient={r}>
              {r}
              <button
                type="button"
                onClick={() => remove(r)}
                aria-label={`Remove ${r}`}
                className="rounded-full px-1.5 leading-none hover:bg-sunken"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Field
        id={`${id}-addresses`}
        inputRef={inputRef}
        label={SHARE_FORM.label}
        name="addresses"
        type="text"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        value={input}
        disabled={full}
        error={error}
        aria-describedby={error ? `${id}-addresses-error ${id}-hint` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => input.trim() && take(input)}
      />
      <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-3">
        {SHARE_FORM.hint}
      </p>
      <p>
        <SubmitButton label={SHARE_FORM.send} busyLabel={SHARE_FORM.sending} busy={busy} className="btn btn-primary btn-md" />
      </p>
    </form>
  );
}
