/**
 * @module /admin/promotionals/new and /admin/promotionals/{code}: the code (on create only), the
 * UI blocks the promotional names (selects of the existing blocks), the Stripe coupon, whether it
 * is active and its window in UTC. Fields are posted under the API's names and error paths
 * (`settings.pricing_table`), so a refused save puts each problem on its field.
 */
import { PROMOTIONAL_BLOCK_SETTINGS } from '../../../../worker/contracts/admin-blocks';
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import { Field } from '../../../browser/components/ui/Field';
import { AdminLayout } from '../AdminLayout';
import { Check, ErrorSummary, Hinted, Select } from '../controls';
import { DeleteButton } from '../islands';

/** The form's values by field name; `is_active` is 'true' when ticked. */
export type PromotionalFormValues = Record<string, string>;

const LABELS: Record<(typeof PROMOTIONAL_BLOCK_SETTINGS)[number], string> = {
  pricing_table: 'Pricing table',
  trending_subscribe_banner: 'Trending subscribe banner',
  trending_signup_banner: 'Trending sign-up banner',
};

const fieldId = (path: string) => `promo-${path.replaceAll('.', '-')}`;

/** What Delete beside a saved promotional's heading asks. */
const DELETE_QUESTION = {
  title: 'Delete this promotional?',
  message: 'Pages that use it fall back to their stock content. This cannot be undone.',
};

export function PromotionalEditorPage({
  admin,
  code,
  values,
  errors,
  blocks,
}: {
  admin: string;
  /** Null on the create page. */
  code: string | null;
  values: PromotionalFormValues;
  errors: ApiErrorItem[];
  /** Every UI block: [id, name]. */
  blocks: [string, string][];
}) {
  const err = (name: string) => fieldMessage(errors, name);
  const options = (current: string): [string, string][] => [
    ['', 'None'],
    ...blocks.map(([id, name]): [string, string] => [id, `${id} · ${name}`]),
    // A stored id with no block any more stays visible (and is refused on save) rather than silently dropped.
    ...(current && !blocks.some(([id]) => id === current) ? [[current, `${current} (missing)`] as [string, string]] : []),
  ];
  return (
    <AdminLayout
      section="/admin/promotionals"
      title={code === null ? 'New promotional' : `Promotional ${code}`}
      admin={admin}
      actions={code === null ? null : <DeleteButton path={`/admin/promotionals/${code}`} {...DELETE_QUESTION} />}
    >
      <form
        method="post"
        action={code === null ? '/admin/promotionals/new' : `/admin/promotionals/${code}`}
        className="flex max-w-3xl flex-col gap-4"
      >
        <ErrorSummary errors={errors} idOf={fieldId} />
        <section className="panel grid gap-4 sm:grid-cols-2">
          {code === null ? (
            <Field
              id={fieldId('code')}
              name="code"
              label="Code"
              defaultValue={values.code ?? ''}
              error={err('code')}
              required
              pattern="[A-Za-z0-9_\-]{1,64}"
            />
          ) : null}
          <Check
            name="is_active"
            label="Active"
            checked={values.is_active === 'true'}
            hint="Served only inside its window, when one is set."
          />
        </section>
        <section className="panel grid gap-4 sm:grid-cols-2">
          <h2 className="font-semibold text-ink sm:col-span-2">UI blocks</h2>
          {PROMOTIONAL_BLOCK_SETTINGS.map((k) => (
            <Select
              key={k}
              id={fieldId(`settings.${k}`)}
              name={`settings.${k}`}
              label={LABELS[k]}
              value={values[`settings.${k}`] ?? ''}
              options={options(values[`settings.${k}`] ?? '')}
              error={err(`settings.${k}`)}
            />
          ))}
          <Hinted hint="The coupon id in Stripe; empty for none.">
            <Field
              id={fieldId('settings.stripe_coupon')}
              name="settings.stripe_coupon"
              label="Stripe coupon"
              defaultValue={values['settings.stripe_coupon'] ?? ''}
              error={err('settings.stripe_coupon')}
              autoComplete="off"
            />
          </Hinted>
        </section>
        <section className="panel grid gap-4 sm:grid-cols-2">
          <h2 className="font-semibold text-ink sm:col-span-2">Window (UTC)</h2>
          {(['starts_at', 'ends_at'] as const).map((k) => (
            <Field
              key={k}
              id={fieldId(k)}
              name={k}
              label={k === 'starts_at' ? 'Starts (UTC)' : 'Ends (UTC)'}
              type="datetime-local"
              defaultValue={values[k] ?? ''}
              error={err(k)}
            />
          ))}
          <p className="field-hint sm:col-span-2">Empty: no limit on that side.</p>
        </section>
        <div>
          <button type="submit" className="btn btn-primary btn-md">
            Save
          </button>
        </div>
      </form>
    </AdminLayout>
  );
}
