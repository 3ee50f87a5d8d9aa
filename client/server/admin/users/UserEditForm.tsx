/**
 * @module The support view's edit form: identity, role, the Plus end date and the reader's
 * notification settings, posted to /admin/users/{id} (the same change as PATCH
 * /admin/api/users/{id}). After a failed post it shows what the editor typed, each problem on its
 * field. An admin's own page has no role control: the API refuses to demote oneself.
 */
import type { UserDetailDto } from '../../../../worker/contracts/admin-users';
import { type FormFeedback, fieldMessage, formMessage } from '../../../../worker/contracts/forms';
import { Field, FormError } from '../../../browser/components/ui/Field';
import { Check, Select } from '../controls';
import { dateInputValue } from './badges';

export const EDIT_FIELDS = [
  'username',
  'email',
  'phone',
  'role',
  'subscription_end',
  'notification_breaking',
  'notification_am_pm',
  'email_notification_comments',
  'push_notification_comments',
] as const;

/** The reader's alerts, each a checkbox: [name, label, hint]. */
const ALERTS = [
  ['notification_breaking', 'Breaking news', 'An alert when a major story breaks.'],
  ['notification_am_pm', 'Morning and evening briefing', 'The day’s top stories, twice a day.'],
] as const;

const COMMENTS: (readonly [string, string])[] = [
  ['all', 'All activity'],
  ['replies', 'Replies only'],
  ['none', 'None'],
];

export function UserEditForm({ user, self, feedback }: { user: UserDetailDto; self: boolean; feedback?: FormFeedback }) {
  const errors = feedback?.errors ?? [];
  const err = (name: string) => fieldMessage(errors, name);
  const text = (name: string, fallback: string) => feedback?.values[name] ?? fallback;
  // After a failed post, an unticked box is simply absent from the values.
  const ticked = (name: 'notification_breaking' | 'notification_am_pm') => (feedback ? feedback.values[name] === 'true' : user[name]);
  const comments = (name: 'email_notification_comments' | 'push_notification_comments', id: string, label: string) => (
    <Select id={id} name={name} label={label} value={text(name, user[name])} options={COMMENTS} error={err(name)} />
  );
  return (
    <form method="post" action={`/admin/users/${user.id}`} className="flex flex-col gap-4" noValidate>
      {/* On an admin's own page there is no role control: a role posted anyway is refused up here. */}
      <FormError id="user-edit-error" message={formMessage(errors, self ? EDIT_FIELDS.filter((f) => f !== 'role') : [...EDIT_FIELDS])} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-username" name="username" label="Username" defaultValue={text('username', user.username)} error={err('username')} />
        <Field
          id="user-email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="off"
          defaultValue={text('email', user.email)}
          error={err('email')}
        />
        <Field id="user-phone" name="phone" type="tel" label="Phone" defaultValue={text('phone', user.phone ?? '')} error={err('phone')} />
        {self ? null : (
          <Select
            id="user-role"
            name="role"
            label="Role"
            value={text('role', user.role)}
            options={[
              ['reader', 'Reader'],
              ['admin', 'Admin'],
            ]}
            error={err('role')}
          />
        )}
        <div>
          <Field
            id="user-plus-end"
            name="subscription_end"
            type="date"
            label="Plus until (UTC)"
            defaultValue={text('subscription_end', dateInputValue(user.subscription_end))}
            error={err('subscription_end')}
            aria-describedby={err('subscription_end') ? 'user-plus-end-error user-plus-end-hint' : 'user-plus-end-hint'}
          />
          <p id="user-plus-end-hint" className="field-hint">
            Plus lasts through the end of this day (UTC). Empty ends Plus. A Stripe subscription sets it again at its next event.
          </p>
        </div>
      </div>
      <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
        <legend className="px-1 text-sm font-semibold text-ink">Notifications</legend>
        {ALERTS.map(([name, label, hint]) => (
          <Check key={name} name={name} label={label} hint={hint} checked={ticked(name)} />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          {comments('email_notification_comments', 'user-email-comments', 'Comment e-mails')}
          {comments('push_notification_comments', 'user-push-comments', 'Comment pushes')}
        </div>
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary btn-md">
          Save changes
        </button>
      </div>
    </form>
  );
}
