/**
 * @module /admin/users/{id}: the support view of one account. The edit form, the subscriptions as
 * Stripe reported them, and access: deactivate or activate, and delete behind a confirmation. An
 * admin's own page offers none of role, deactivate or delete (the API refuses them, so the back
 * office always keeps an admin) and says why.
 */
import type { ReactNode } from 'react';
import type { UserDetailDto } from '../../../../worker/contracts/admin-users';
import { formMessage, type NamedFeedback } from '../../../../worker/contracts/forms';
import { FormError } from '../../../browser/components/ui/Field';
import { AdminLayout, HeadingAction } from '../AdminLayout';
import { DeleteButton } from '../islands';
import { DataTable, dateTime } from '../parts';
import { day, userBadges } from './badges';
import { DELETE_MESSAGE } from './UserDeletePage';
import { UserEditForm } from './UserEditForm';

export type UserDetailProps = {
  admin: { id: number; username: string };
  user: UserDetailDto;
  /** After a failed post: which form (edit, active), its values and problems. */
  feedback?: NamedFeedback;
};

const SUBSCRIPTION_COLUMNS = ['Plan', 'Status', 'Period ends', 'Renews'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-canvas p-4">
      <h2 id={id} className="mb-3 font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="flex gap-1 text-ink-3">
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

function Facts({ user }: { user: UserDetailDto }) {
  return (
    <dl className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      {userBadges(user).map(([label, badge]) => (
        // The badge says it to the eye; its name is for screen readers.
        <div key={label} className="flex items-center gap-2">
          <dt className="sr-only">{label}</dt>
          <dd>{badge}</dd>
        </div>
      ))}
      <Fact label="Joined">{day(user.joined)}</Fact>
      <Fact label="Onboarded">{user.onboarded ? 'yes' : 'no'}</Fact>
      <Fact label="Id" className="tabular-nums">
        {user.id}
      </Fact>
    </dl>
  );
}

function Subscriptions({ user }: { user: UserDetailDto }) {
  return (
    <DataTable caption="Subscription history" head={SUBSCRIPTION_COLUMNS} rows={user.subscriptions} empty="No subscriptions.">
      {(s, i) => (
        // Subscriptions carry no id on the wire; their order (newest first) is stable.
        <tr key={i}>
          <td className="px-3 py-2 capitalize">{s.plan}</td>
          <td className="px-3 py-2">{s.status}</td>
          <td className="whitespace-nowrap px-3 py-2">{dateTime(s.current_period_end)}</td>
          <td className="px-3 py-2">{s.cancel_at_period_end ? 'No, cancels at period end' : 'Yes'}</td>
        </tr>
      )}
    </DataTable>
  );
}

function Access({ user, error }: { user: UserDetailDto; error: string | null }) {
  const action = user.is_active ? 'deactivate' : 'activate';
  return (
    <form method="post" action={`/admin/users/${user.id}/${action}`} className="flex flex-col items-start gap-3">
      <FormError id="user-access-error" message={error} />
      <p className="text-sm text-ink-2">
        {user.is_active
          ? 'Deactivating signs this reader out everywhere at once and refuses their sign-in. Billing is not touched.'
          : 'This account is deactivated. Activating lets the reader sign in again; their old sessions stay ended.'}
      </p>
      <button type="submit" className={user.is_active ? 'btn btn-danger btn-sm' : 'btn btn-primary btn-sm'}>
        {user.is_active ? 'Deactivate' : 'Activate'}
      </button>
    </form>
  );
}

export function UserDetailPage({ admin, user, feedback }: UserDetailProps) {
  const self = admin.id === user.id;
  const mine = (form: string) => (feedback?.form === form ? feedback : undefined);
  const errorOf = (form: string, shown: string[] = []) => {
    const f = mine(form);
    return f ? formMessage(f.errors, shown) : null;
  };
  return (
    <AdminLayout
      section="/admin/users"
      title={user.username}
      admin={admin.username}
      actions={
        <>
          <HeadingAction href="/admin/users">All users</HeadingAction>
          <HeadingAction href={`/admin/audit?entity=user&entity_id=${user.id}`}>Audit log</HeadingAction>
        </>
      }
    >
      <Facts user={user} />
      {self ? (
        <div className="panel-muted mb-4 text-sm text-ink-2" data-own-account>
          <p>
            This is your own account. You cannot change your own role, deactivate or delete yourself here, so the back office always keeps
            an admin. Another admin can do it for you.
          </p>
          {/* A post made anyway (an old tab, a crafted form) comes back with the API's own refusal. */}
          <FormError id="user-own-error" message={errorOf('active')} />
        </div>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section id="user-details" title="Details">
          <UserEditForm user={user} self={self} feedback={mine('edit')} />
        </Section>
        <div className="flex min-w-0 flex-col gap-4">
          <Section id="user-subscriptions" title="Subscriptions">
            <Subscriptions user={user} />
          </Section>
          {self ? null : (
            <>
              <Section id="user-access" title="Access">
                <Access user={user} error={errorOf('active')} />
              </Section>
              <Section id="user-delete" title="Delete">
                <p className="mb-3 text-sm text-ink-2">{DELETE_MESSAGE}</p>
                <DeleteButton
                  path={`/admin/users/${user.id}`}
                  title={`Delete ${user.username}?`}
                  message={DELETE_MESSAGE}
                  label="Delete user"
                />
              </Section>
            </>
          )}
        </div>
      </div>
    </AdminLayout>
  );
}
