/** @module /account/profile (an island): username, e-mail, phone, password and account deletion. */
import { ACCOUNT_MESSAGES as A, isPhone, isUsername } from '../../../worker/contracts/account';
import { AUTH_MESSAGES as M, isProfileEmail } from '../../../worker/contracts/auth';
import { DeleteAccount } from './DeleteAccount';
import { FieldForm } from './FieldForm';
import { PasswordForm } from './PasswordForm';

export type ProfileSettingsProps = { username: string; email: string; phone: string | null; smsConsent: boolean };

const H3 = 'text-lg font-bold text-slate-900 dark:text-white';

export function ProfileSettings({ username, email, phone, smsConsent }: ProfileSettingsProps) {
  return (
    <div className="flex flex-col gap-10" data-profile>
      <section aria-labelledby="profile-details" className="flex flex-col gap-5">
        <h3 id="profile-details" className={H3}>
          Your details
        </h3>
        <FieldForm name="username" label="Username" type="text" autoComplete="username" initial={username} validate={(v) => (isUsername(v) ? null : A.usernameInvalid)} success={M.userUpdated} />
        <FieldForm name="email" label="E-mail" type="email" autoComplete="email" initial={email} validate={(v) => (isProfileEmail(v) ? null : M.profileEmail)} success={A.emailUpdated} />
        <FieldForm
          name="phone"
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
      </section>
      <section aria-labelledby="profile-password" className="flex flex-col gap-4">
        <h3 id="profile-password" className={H3}>
          Change password
        </h3>
        <PasswordForm />
      </section>
      <section aria-labelledby="profile-delete" className="flex flex-col gap-4">
        <h3 id="profile-delete" className={H3}>
          Delete account
        </h3>
        <DeleteAccount />
      </section>
    </div>
  );
}
