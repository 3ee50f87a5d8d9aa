/** @module /account/profile (an island): username, e-mail, phone, password and account deletion. */
import type { ComponentProps } from 'react';
import { ACCOUNT_MESSAGES as A, isPhone, isUsername } from '../../../../worker/contracts/account';
import { isProfileEmail, AUTH_MESSAGES as M } from '../../../../worker/contracts/auth';
import type { NamedFeedback } from '../../../../worker/contracts/forms';
import { DeleteAccount } from './DeleteAccount';
import { FieldForm } from './FieldForm';
import { PasswordForm } from './PasswordForm';
import { SettingsGroup } from './SettingsGroup';

export type ProfileSettingsProps = {
  username: string;
  email: string;
  phone: string | null;
  smsConsent: boolean;
  /** A form posted without JavaScript that came back with errors. */
  feedback?: NamedFeedback;
};

type FieldSpec = Pick<ComponentProps<typeof FieldForm>, 'name' | 'label' | 'type' | 'autoComplete' | 'validate' | 'success'>;

/** The three value forms, in page order, each with the rule the API applies and its success toast. */
const FIELDS: FieldSpec[] = [
  {
    name: 'username',
    label: 'Username',
    type: 'text',
    autoComplete: 'username',
    validate: (v) => (isUsername(v) ? null : A.usernameInvalid),
    success: M.userUpdated,
  },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    validate: (v) => (isProfileEmail(v) ? null : M.profileEmail),
    success: A.emailUpdated,
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    validate: (v) => (v === '' || isPhone(v) ? null : A.phoneInvalid),
    success: A.phoneUpdated,
  },
];

function PhoneHint({ smsConsent }: { smsConsent: boolean }) {
  if (smsConsent) return 'Text alerts are on for this number. A new number turns them off until you agree again.';
  return (
    <>
      Text alerts are off. Turn them on in{' '}
      <a href="/onboarding" className="font-semibold text-accent-ink underline">
        Customize your experience
      </a>
      .
    </>
  );
}

export function ProfileSettings({ username, email, phone, smsConsent, feedback }: ProfileSettingsProps) {
  const of = (form: string) => (feedback?.form === form ? feedback : undefined);
  const initial = { username, email, phone: phone ?? '' };
  return (
    <div className="flex flex-col gap-10" data-profile>
      <SettingsGroup id="profile-details" title="Your details" gap="gap-5">
        {FIELDS.map((f) => (
          <FieldForm
            key={f.name}
            {...f}
            feedback={of(f.name)}
            initial={initial[f.name]}
            hint={f.name === 'phone' ? <PhoneHint smsConsent={smsConsent} /> : undefined}
          />
        ))}
      </SettingsGroup>
      <SettingsGroup id="profile-password" title="Change password" gap="gap-4">
        <PasswordForm feedback={of('password')} />
      </SettingsGroup>
      <SettingsGroup id="profile-delete" title="Delete account" gap="gap-4">
        <DeleteAccount feedback={of('delete')} />
      </SettingsGroup>
    </div>
  );
}
