/**
 * @module /admin/users: every account, newest first. Role and access are GET filters (nothing
 * personal); finding someone by e-mail or username is a POST search, so an address never lands in
 * a URL, a log or the browser's history. Its pages are POST forms too, carrying the words along.
 */
import type { UserRowDto } from '../../../../worker/contracts/admin-users';
import type { Paging } from '../../../../worker/contracts/envelope';
import { ButtonLink } from '../../../browser/components/ui/Button';
import { AdminLayout, HeadingAction } from '../AdminLayout';
import { DataTable, FilterBar, FilterSelect, Pager, PagerNav } from '../parts';
import { day, userBadges } from './badges';

export type UserFilters = { role?: string; active?: string };
export type UserSearch = { q: string; error?: string | null };

export type UsersListProps = {
  admin: string;
  rows: UserRowDto[];
  paging: Paging;
  filters: UserFilters;
  /** The list answers a search (POST): the words stay in the field, never in a URL. */
  search?: UserSearch;
};

const exportHref = (f: UserFilters) => {
  const q = new URLSearchParams(Object.entries(f).filter((e): e is [string, string] => Boolean(e[1])));
  return `/aux/admin/exports/users${q.size ? `?${q}` : ''}`;
};

/** The current filters as hidden fields, so a search keeps them. */
const Hidden = ({ filters }: { filters: UserFilters }) => (
  <>
    {filters.role ? <input type="hidden" name="role" value={filters.role} /> : null}
    {filters.active ? <input type="hidden" name="active" value={filters.active} /> : null}
  </>
);

/** What the empty table says, after a search or for the filters. */
const NONE = { search: 'No user matches this search.', filters: 'No users for these filters.' };

const COLUMNS = ['User', 'E-mail', 'Role', 'Plus', 'Access', 'Joined'];

function SearchForm({ filters, search }: { filters: UserFilters; search?: UserSearch }) {
  const error = search?.error;
  return (
    <form method="post" action="/admin/users/search" aria-label="Find a user" className="flex flex-wrap items-end gap-2">
      <Hidden filters={filters} />
      <div className="flex flex-col gap-1">
        <label htmlFor="user-search" className="text-xs font-medium text-ink-2">
          E-mail or username
        </label>
        <input
          id="user-search"
          name="q"
          type="search"
          defaultValue={search?.q ?? ''}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'user-search-error' : undefined}
          className="field-input h-9 w-64 max-w-full py-1 text-sm"
        />
      </div>
      <button type="submit" className="btn btn-primary btn-sm">
        Search
      </button>
      {error ? (
        <p id="user-search-error" className="field-error w-full" data-field-error="q">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Previous / next for a search: POST forms that carry the words, as the search itself does. */
function SearchPager({ paging, filters, q }: { paging: Paging; filters: UserFilters; q: string }) {
  const to = (page: number, label: string, rel: string) => (
    <form method="post" action="/admin/users/search">
      <Hidden filters={filters} />
      <input type="hidden" name="q" value={q} />
      <input type="hidden" name="page" value={page} />
      <button type="submit" className="btn btn-secondary btn-sm" data-rel={rel}>
        {label}
      </button>
    </form>
  );
  return <PagerNav paging={paging} to={to} />;
}

export function UsersListPage({ admin, rows, paging, filters, search }: UsersListProps) {
  const searching = search !== undefined && search.q !== '' && !search.error;
  return (
    <AdminLayout
      section="/admin/users"
      title="Users"
      admin={admin}
      actions={
        <>
          <HeadingAction href={exportHref(filters)} download>
            Export CSV
          </HeadingAction>
          <ButtonLink href="/admin/users/new" variant="primary" size="sm">
            New user
          </ButtonLink>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3 rounded-card border border-line bg-raised p-3">
        <SearchForm filters={filters} search={search} />
      </div>
      <FilterBar action="/admin/users">
        <FilterSelect name="role" label="Role" value={filters.role} options={{ reader: 'Reader', admin: 'Admin' }} />
        <FilterSelect name="active" label="Access" value={filters.active} options={{ true: 'Active', false: 'Deactivated' }} />
      </FilterBar>
      {searching ? (
        <p className="mb-3 text-sm text-ink-2" role="status">
          {paging.total === 1 ? '1 user matches' : `${paging.total} users match`} “{search.q}”.{' '}
          <a className="link" href="/admin/users">
            Clear search
          </a>
        </p>
      ) : null}
      <DataTable caption="Users" head={COLUMNS} rows={rows} empty={searching ? NONE.search : NONE.filters} stack>
        {(u) => (
          <tr key={u.id} data-user={u.id}>
            <td data-wide className="px-3 py-2">
              <a className="font-medium text-accent-ink hover:underline" href={`/admin/users/${u.id}`}>
                {u.username}
              </a>
            </td>
            <td data-wide className="max-w-64 truncate px-3 py-2" title={u.email}>
              {u.email}
            </td>
            {userBadges(u).map(([label, badge]) => (
              <td key={label} data-label={label} className="px-3 py-2">
                {badge}
              </td>
            ))}
            <td data-label="Joined" className="whitespace-nowrap px-3 py-2 text-ink-3">
              {day(u.joined)}
            </td>
          </tr>
        )}
      </DataTable>
      {searching ? (
        <SearchPager paging={paging} filters={filters} q={search.q} />
      ) : (
        <Pager paging={paging} base="/admin/users" query={filters} />
      )}
    </AdminLayout>
  );
}
