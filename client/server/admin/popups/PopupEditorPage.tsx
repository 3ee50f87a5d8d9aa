/**
 * @module /admin/popups/new and /admin/popups/{id}: every field of a popup, its trigger chain
 * (the PopupChain island; its buttons post the form back without JavaScript), Save, Preview (an
 * island that needs JavaScript) and Delete; beside it, the saved popup as readers get it.
 */
import {
  POPUP_MAX_TRIGGER_STEPS,
  POPUP_POSITIONS,
  POPUP_SIZES,
  POPUP_TYPE_VALUES,
  POPUP_USER_STATES,
  type ReaderPopupDto,
} from '../../../../worker/contracts/admin-popups';
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { fieldMessage } from '../../../../worker/contracts/forms';
import { fieldId, type PopupFormValues } from '../../../browser/admin/popup-form';
import { PopupView } from '../../../browser/components/popups/PopupView';
import { Field, FieldError } from '../../../browser/components/ui/Field';
import { AdminLayout } from '../AdminLayout';
import { Check, ErrorSummary, Hinted, Select } from '../controls';
import { AdminIsland, DeleteButton } from '../islands';

export type PopupEditorProps = {
  admin: string;
  /** Null on the create page. */
  id: number | null;
  values: PopupFormValues;
  errors: ApiErrorItem[];
  /** The saved popup as readers get it; null when new or when its stored config breaks a rule. */
  saved: ReaderPopupDto | null;
};

const opts = (values: readonly string[]) => values.map((v) => [v, v] as const);

/** What Delete beside a saved popup's heading asks. */
const DELETE_QUESTION = { title: 'Delete this popup?', message: 'Readers will no longer be shown it. This cannot be undone.' };

export function PopupEditorPage({ admin, id, values, errors, saved }: PopupEditorProps) {
  const action = id === null ? '/admin/popups/new' : `/admin/popups/${id}`;
  const err = (name: string) => fieldMessage(errors, name);
  const text = (key: 'title' | 'subtitle' | 'actionText' | 'actionUrl' | 'imageUrl' | 'textColor', label: string, hint?: string) => (
    <Hinted hint={hint}>
      <Field
        id={fieldId(`config.${key}`)}
        name={`config.${key}`}
        label={label}
        defaultValue={values[key]}
        error={err(`config.${key}`)}
        required={key === 'title'}
      />
    </Hinted>
  );
  const select = (name: string, label: string, value: string, options: readonly string[]) => (
    <Select id={fieldId(name)} name={name} label={label} value={value} options={opts(options)} error={err(name)} />
  );
  return (
    <AdminLayout
      section="/admin/popups"
      title={id === null ? 'New popup' : `Popup #${id}`}
      admin={admin}
      actions={id === null ? null : <DeleteButton path={`/admin/popups/${id}`} {...DELETE_QUESTION} />}
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <form method="post" action={action} className="flex min-w-0 flex-col gap-4" data-popup-editor>
          {/* First in the form, so Enter in a field saves rather than pressing a chain button. */}
          <button type="submit" name="op" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
            Save
          </button>
          <ErrorSummary errors={errors} idOf={fieldId} />
          <section className="panel grid gap-4 sm:grid-cols-2">
            {select('type', 'Type', values.type, POPUP_TYPE_VALUES)}
            <Check name="is_active" label="Active" checked={values.is_active} hint="Shown to readers whose trigger chain is met." />
          </section>
          <section className="panel grid gap-4 sm:grid-cols-2">
            <h2 className="font-semibold text-ink sm:col-span-2">Content</h2>
            {text('title', 'Title')}
            {text('subtitle', 'Subtitle')}
            <div className="sm:col-span-2">
              <label id="popup-body-label" htmlFor={fieldId('config.body')} className="field-label">
                Body
              </label>
              <AdminIsland
                name="RichTextEditor"
                props={{ textareaId: fieldId('config.body'), labelId: 'popup-body-label', inline: true }}
              />
              <textarea
                id={fieldId('config.body')}
                name="config.body"
                rows={5}
                defaultValue={values.body}
                aria-invalid={err('config.body') ? true : undefined}
                aria-describedby={`popup-body-hint${err('config.body') ? ` ${fieldId('config.body')}-error` : ''}`}
                className="field-input font-mono text-sm"
              />
              <FieldError id={fieldId('config.body')} name="config.body" error={err('config.body')} />
              <p id="popup-body-hint" className="field-hint">
                Bold, italic and links; HTML shows the markup. Sanitized when saved: scripts, event handlers and unsafe links are removed.
              </p>
            </div>
            {text('actionText', 'Action text', 'The button’s words.')}
            {text('actionUrl', 'Action URL', 'An http(s) address or a path on this site, such as /subscribe.')}
            {text('imageUrl', 'Image or video URL', 'An image (jpg, png, webp…) or a YouTube or Rumble video.')}
          </section>
          <section className="panel grid gap-4 sm:grid-cols-2">
            <h2 className="font-semibold text-ink sm:col-span-2">Display</h2>
            <Hinted hint="How many times one browser is shown it.">
              <Field
                id={fieldId('config.frequency')}
                name="config.frequency"
                label="Frequency"
                type="number"
                min={1}
                max={1000}
                step={1}
                defaultValue={values.frequency}
                error={err('config.frequency')}
              />
            </Hinted>
            {select('config.position', 'Position', values.position, POPUP_POSITIONS)}
            {select('config.size', 'Size', values.size, POPUP_SIZES)}
            {text('textColor', 'Text colour', 'A CSS colour: #rgb, #rrggbb, rgb(), hsl() or a name. Empty: the theme’s.')}
          </section>
          <AdminIsland
            name="PopupChain"
            props={{
              steps: values.steps,
              errors,
              userStates: POPUP_USER_STATES,
              max: POPUP_MAX_TRIGGER_STEPS,
              action: `${action}#trigger`,
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="op" value="save" className="btn btn-primary btn-md">
              Save
            </button>
            <AdminIsland name="PopupPreview" props={{}} />
            <noscript>
              <p className="text-sm text-ink-3">Previews need JavaScript.</p>
            </noscript>
          </div>
        </form>
        <aside className="flex min-w-0 flex-col gap-2" aria-labelledby="saved-preview">
          <AdminIsland name="PopupLivePreview" props={{ formSelector: '[data-popup-editor]' }} />
          <h2 id="saved-preview" className="mt-2 font-semibold text-ink">
            As saved
          </h2>
          {saved ? (
            <div className="overflow-hidden rounded-card border border-dashed border-line-strong bg-sunken p-3" data-saved-preview>
              <PopupView popup={saved} inPlace />
            </div>
          ) : (
            <p className="text-sm text-ink-3">
              {id === null
                ? 'Save the popup to see it here.'
                : 'The saved config breaks a rule, so readers are not shown it. Save it again.'}
            </p>
          )}
        </aside>
      </div>
    </AdminLayout>
  );
}
