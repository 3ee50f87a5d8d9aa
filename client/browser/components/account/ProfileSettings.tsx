/** @module /account/profile (an island): the details form (username, e-mail, phone), password and account deletion. */
import type { NamedFeedback } from '../../../../worker/contracts/forms';
import { DeleteAccount } from './DeleteAccount';
import { DetailsForm } from './DetailsForm';
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
  return (
    <div className="flex flex-col gap-10" data-profile>
      <SettingsGroup id="profile-details" title="Your details" gap="gap-5">
        <DetailsForm
          initial={{ username, email, phone: phone ?? '' }}
          hints={{ phone: <PhoneHint smsConsent={smsConsent} /> }}
          feedback={of('details')}
        />
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
