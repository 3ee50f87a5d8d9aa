/** @module /account/profile (an island): username, e-mail, phone, password and account deletion. */
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

export function ProfileSettings({ username, email, phone, smsConsent, feedback }: ProfileSettingsProps) {
  const of = (form: string) => (feedback?.form === form ? feedback : undefined);
  return (
    <div className="flex flex-col gap-10" data-profile>
      <SettingsGroup id="profile-details" title="Your details" gap="gap-5">
        <FieldForm
          name="username"
          feedback={of('username')}
          label="Username"
          type="text"
          autoComplete="username"
          initial={username}
          validate={(v) => (isUsername(v) ? null : A.usernameInvalid)}
          success={M.userUpdated}
        />
        <FieldForm
          name="email"
          feedback={of('email')}
          label="E-mail"
          type="email"
          autoComplete="email"
          initial={email}
          validate={(v) => (isProfileEmail(v) ? null : M.profileEmail)}
          success={A.emailUpdated}
        />
        <FieldForm
          name="phone"
          feedback={of('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          initial={phone ?? ''}
          validate={(v) => (v === '' || isPhone(v) ? null : A.phoneInvalid)}
          success={A.phoneUpdated}
          hint={
            smsConsent ? (
              'Text alerts are on for this number. A new number turns them off until you agree again.'
            ) : (
              <>
                Text alerts are off. Turn them on in{' '}
                <a href="/onboarding" className="font-semibold text-sky-800 underline dark:text-sky-300">
                  Customize your experience
                </a>
                .
              </>
            )
          }
        />
      </SettingsGroup>
      <SettingsGroup id="profile-password" title="Change password" gap="gap-4">
        <PasswordForm feedback={of('password')} />
      </SettingsGroup>
      <SettingsGroup id="profile-delete" title="Delete account" gap="gap-4">
        <DeleteAccount />
      </SettingsGroup>
    </div>
  );
}
