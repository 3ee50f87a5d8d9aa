/**
 * @module Onboarding's phone step: the number and the SMS-consent box in a real form (it posts to
 * /onboarding/phone without JavaScript). Its Next button stands in the flow's footer, tied to the
 * form by id, so Enter in the field submits it and never Skip.
 */
import { useId } from 'react';
import { ONBOARDING_POSTS, smsConsentText } from '../../../../worker/contracts/onboarding';
import { formValues } from '../../lib/form';
import { Field } from '../ui/Field';

type Props = {
  formId: string;
  phone: string;
  onPhone: (value: string) => void;
  error: string | null;
  consent: boolean;
  onConsent: (value: boolean) => void;
  shortCode: string;
  /** The form's values when it is submitted (what it holds now, even if filled before the script ran). */
  onSubmit: (values: Record<string, string>) => void;
};

const PHONE = { label: 'Phone number', name: 'phone', type: 'tel', autoComplete: 'tel' } as const;

export function PhoneStep({ formId, phone, onPhone, error, consent, onConsent, shortCode, onSubmit }: Props) {
  const id = useId();
  return (
    <form
      id={formId}
      method="post"
      action={ONBOARDING_POSTS.phone}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(formValues(event.currentTarget));
      }}
    >
      <p className="text-ink-2">Breaking news and account alerts by text message.</p>
      <Field id={`${id}-phone`} {...PHONE} value={phone} onChange={(e) => onPhone(e.target.value)} error={error} />
      <label htmlFor={`${id}-consent`} className="flex items-start gap-3 text-sm text-ink-2">
        <input
          type="checkbox"
          name="sms_consent"
          value="true"
          id={`${id}-consent`}
          checked={consent}
          onChange={(e) => onConsent(e.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-accent"
          data-sms-consent
        />
        <span>{smsConsentText(shortCode)}</span>
      </label>
    </form>
  );
}
