/**
 * @module /admin/articles/new and /admin/articles/{id}: the article editor. One form posts every
 * field (title, body, link, image, tags, status, schedule, paywall, content type) and works
 * without JavaScript; islands enhance the body, tags, upload and schedule, and warn before unsaved
 * changes are left behind. Duplicate and Delete are forms of their own beside the heading; the
 * no-JavaScript upload is a separate multipart form the file input belongs to.
 */
import type { AdminArticleDto } from '../../../../worker/contracts/admin-articles';
import { articleHref } from '../../../../worker/contracts/article-url';
import type { ApiErrorItem } from '../../../../worker/contracts/envelope';
import { countLabel } from '../../../../worker/contracts/labels';
import type { EditorValues } from '../../../../worker/features/articles/admin-input';
import { Field, type FieldProps, FormError } from '../../../browser/components/ui/Field';
import { AdminLayout, HeadingAction } from '../AdminLayout';
import { Select } from '../controls';
import { AdminIsland, DeleteButton } from '../islands';
import { dateTime } from '../parts';
import { BodyField, Panel, ScheduleField, TagsField } from './EditorFields';
import { CONTENT_TYPE_LABELS, PAYWALL_LABELS, STATUS_LABELS, StatusBadge, type TagOption } from './labels';
import { BylineField, DekField, SearchFields } from './StoryFields';

export type EditorPageProps = {
  admin: string;
  /** The stored article; null for a new one. */
  article: AdminArticleDto | null;
  values: EditorValues;
  errors: ApiErrorItem[];
  tags: TagOption[];
  /** The values shown are not saved yet (a refused save, an upload): the leave guard starts armed. */
  dirty: boolean;
};

export const EDITOR_FORM_ID = 'article-form';
export const UPLOAD_FORM_ID = 'upload-form';

const SHOWN = [
  'title',
  'content',
  'url',
  'image_url',
  'status',
  'paywall',
  'content_type',
  'scheduled_date',
  'file',
  'tags',
  'dek',
  'slug',
  'seo_title',
  'seo_description',
  'social_image_url',
];
const shownAt = (path: string | undefined) => path !== undefined && (SHOWN.includes(path) || path.startsWith('tags.'));

/** Above the form: what no field shows, or a pointer to the fields that do. */
function summary(errors: ApiErrorItem[]): string | null {
  if (!errors.length) return null;
  return errors.find((e) => !shownAt(e.path))?.message ?? 'The article was not saved: see the fields marked below.';
}

function Actions({ article }: { article: AdminArticleDto }) {
  return (
    <>
      {article.status === 'published' ? (
        <HeadingAction href={articleHref(article.id, article.title, article.slug)}>View on site</HeadingAction>
      ) : (
        // A signed, expiring link to the page as readers will see it (features/articles/preview.ts).
        <HeadingAction href={`/admin/articles/${article.id}/preview`}>Preview</HeadingAction>
      )}
      <form method="post" action={`/admin/articles/${article.id}/duplicate`}>
        <button type="submit" className="btn btn-secondary btn-sm">
          Duplicate
        </button>
      </form>
      <DeleteButton
        path={`/admin/articles/${article.id}`}
        title="Delete this article?"
        message={`“${article.title}” goes with its tags, votes, bookmarks and comments. This cannot be undone.`}
      />
    </>
  );
}

export function ArticleEditorPage({ admin, article, values, errors, tags, dirty }: EditorPageProps) {
  const error = (path: string) => errors.find((e) => e.path === path)?.message ?? null;
  const field = (name: 'title' | 'url' | 'image_url', label: string, more: Partial<FieldProps>) => (
    <Field id={name} name={name} label={label} defaultValue={values[name]} error={error(name)} {...more} />
  );
  // The editor's ids are its field names.
  const select = (name: 'status' | 'paywall' | 'content_type', label: string, options: Record<string, string>, hint?: string) => (
    <Select id={name} name={name} label={label} value={values[name]} options={Object.entries(options)} error={error(name)} hint={hint} />
  );
  return (
    <AdminLayout
      section="/admin/articles"
      title={article ? 'Edit article' : 'New article'}
      admin={admin}
      actions={article ? <Actions article={article} /> : null}
    >
      {article ? (
        // A div: the LocalTimes island draws inside a wrapper element.
        <div className="-mt-3 mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-3">
          <StatusBadge a={article} />
          <span>
            Dated{' '}
            <time data-local dateTime={new Date(article.date * 1000).toISOString()}>
              {dateTime(article.date)}
            </time>
          </span>
          <span>
            ▲ {article.upvotes} ▼ {article.downvotes} · {countLabel(article.comments_count, 'comment')}
          </span>
          <AdminIsland name="LocalTimes" props={{}} />
        </div>
      ) : null}
      <FormError id="article-form-error" message={summary(errors)} />
      <form
        id={EDITOR_FORM_ID}
        method="post"
        action={article ? `/admin/articles/${article.id}` : '/admin/articles'}
        aria-describedby={errors.length ? 'article-form-error' : undefined}
        className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="flex min-w-0 flex-col gap-5">
          {field('title', 'Title', { autoComplete: 'off' })}
          <DekField values={values} errors={errors} />
          <BodyField value={values.content} errors={errors} />
          {field('url', 'Source link (optional)', { type: 'url', placeholder: 'https://' })}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title="Publishing">
            <BylineField values={values} tags={tags} errors={errors} />
            {select('status', 'Status', STATUS_LABELS)}
            <ScheduleField values={values} errors={errors} />
            {select('paywall', 'Paywall', PAYWALL_LABELS, 'Applies to Edgewire exclusives; other articles are free to read.')}
            {select('content_type', 'Content type', CONTENT_TYPE_LABELS)}
          </Panel>
          <Panel title="Image">
            {field('image_url', 'Image URL', { placeholder: 'https:// or /media/…' })}
            <AdminIsland
              name="ImageUpload"
              props={{
                inputId: 'image_url',
                uploadFormId: UPLOAD_FORM_ID,
                fileId: 'file',
                error: error('file'),
                preview: values.image_url || null,
              }}
            />
          </Panel>
          <Panel title="Tags">
            <TagsField chosen={values.tags} tags={tags.filter((t) => String(t.id) !== values.byline)} errors={errors} />
          </Panel>
          <Panel title="Search and social">
            <SearchFields values={values} errors={errors} id={article?.id ?? null} />
          </Panel>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4 lg:col-span-2">
          <button type="submit" className="btn btn-primary btn-md">
            {article ? 'Save' : 'Create article'}
          </button>
          <a href={article ? `/admin/articles/${article.id}` : '/admin/articles'} className="btn btn-quiet btn-md">
            {article ? 'Discard changes' : 'Cancel'}
          </a>
        </div>
      </form>
      {/* The no-JavaScript upload: its file input and button sit in the Image panel (form attribute). */}
      <form id={UPLOAD_FORM_ID} method="post" action="/admin/articles/upload" encType="multipart/form-data" hidden>
        <input type="hidden" name="article" value={article ? String(article.id) : ''} />
      </form>
      <AdminIsland name="LeaveGuard" props={{ formId: EDITOR_FORM_ID, dirty }} />
    </AdminLayout>
  );
}
