/**
 * @module /admin/users/new: an account made by an admin (the same create as POST /admin/api/users).
 * Username and password are optional: a username is made from the e-mail as sign-up makes it, and
 * without a password the reader uses a social sign-in or "Forgot password".
 */
import { PASSWORD_MIN } from '../../../../worker/contracts/auth';
import { type FormFeedback, fieldMessage, formMessage } from '../../../../worker/contracts/forms';
import { Field, FormError } from '../../../browser/components/ui/Field';
import { AdminLayout } from '../AdminLayout';

const FIELDS = ['email', 'username', 'role', 'password'];

export function UserCreatePage({ admin, feedback }: { admin: string; feedback?: FormFeedback }) {
  const errors = feedback?.errors ?? [];
  const err = (name: string) => fieldMessage(errors, name);
  const value = (name: string, fallback = '') => feedback?.values[name] ?? fallback;
  const roleError = err('role');
  return (
    <AdminLayout section="/admin/users" title="New user" admin={admin} link={['/admin/users', 'All users']}>
      <form method="post" action="/admin/users/new" className="flex max-w-xl flex-col gap-4 rounded-card border border-line p-4" noValidate>
        <FormError id="user-new-error" message={formMessage(errors, FIELDS)} />
        <Field
          id="new-email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="off"
          required
          defaultValue={value('email')}
          error={err('email')}
        />
        <div>
          <Field
            id="new-username"
            name="username"
            label="Username (optional)"
            autoComplete="off"
            defaultValue={value('username')}
            error={err('username')}
            aria-describedby={err('username') ? 'new-username-error new-username-hint' : 'new-username-hint'}
          />
          <p id="new-username-hint" className="field-hint">
            Left empty, one is made from the e-mail, as sign-up does.
          </p>
        </div>
        <div>
          <label htmlFor="new-role" className="field-label">
            Role
          </label>
          <select
            id="new-role"
            name="role"
            defaultValue={value('role', 'reader')}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={roleError ? 'new-role-error' : undefined}
            className="field-input"
          >
            <option value="reader">Reader</option>
            <option value="admin">Admin</option>
          </select>
          {roleError ? (
            <p id="new-role-error" className="field-error" data-field-error="role">
              {roleError}
            </p>
          ) : null}
        </div>
        <div>
          {/* Never filled back in after a failed post (contracts/forms.ts keptValues). */}
          <Field
            id="new-password"
            name="password"
            type="password"
            label="Password (optional)"
            autoComplete="new-password"
            error={err('password')}
            aria-describedby={err('password') ? 'new-password-error new-password-hint' : 'new-password-hint'}
          />
          <p id="new-password-hint" className="field-hint">
            At least {PASSWORD_MIN} characters. Without one, the reader signs in with Google, Apple, Facebook or X, or sets one through
            “Forgot password”.
          </p>
        </div>
        <div>
          <button type="submit" className="btn btn-primary btn-md">
            Create user
          </button>
        </div>
      </form>
    </AdminLayout>
  );
}
