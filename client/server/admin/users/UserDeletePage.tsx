/**
 * @module /admin/users/{id}/delete: the confirm step of a deletion for browsers without JavaScript
 * (with it, the same form opens in a modal on the user's page). Also where a refused deletion
 * comes back with the reason.
 */
import type { UserDetailDto } from '../../../../worker/contracts/admin-users';
import { FormError } from '../../../browser/components/ui/Field';
import { AdminLayout } from '../AdminLayout';

export const DELETE_MESSAGE =
  'Deleting removes the account with its follows, bookmarks and votes for good; a live Stripe subscription is cancelled first. Comments stay, unsigned.';

export function UserDeletePage({ admin, user, error }: { admin: string; user: UserDetailDto; error?: string | null }) {
  return (
    <AdminLayout section="/admin/users" title={`Delete ${user.username}?`} admin={admin}>
      <form
        method="post"
        action={`/admin/users/${user.id}/delete`}
        className="flex max-w-xl flex-col gap-4 rounded-card border border-line p-4"
      >
        <FormError id="user-delete-error" message={error ?? null} />
        <p className="text-ink-2">
          {user.username} ({user.email}). {DELETE_MESSAGE}
        </p>
        <input type="hidden" name="confirm" value="yes" />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-danger btn-md">
            Delete user
          </button>
          <a href={`/admin/users/${user.id}`} className="btn btn-secondary btn-md">
            Cancel
          </a>
        </div>
      </form>
    </AdminLayout>
  );
}
