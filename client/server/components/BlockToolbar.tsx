/**
 * @module The admin's tools on a rich-content block a reader page shows (legal pages, the promo
 * banners, the pricing table): which version is showing, a switch between draft and published (a
 * form POST: it sets the admin's own viewing preference, features/blocks/tools.ts) and an edit
 * link into the admin app. Drawn for admins only; the page decides (blockToolbar returns null).
 */

export type AdminToolbar = {
  blockId: string;
  showing: 'draft' | 'published';
  editHref: string;
  /** The page the switch comes back to. */
  back: string;
};

/** A group, not a landmark: the trending page repeats a banner, and landmarks must be unique. */
export function BlockToolbar({ toolbar, className = '' }: { toolbar: AdminToolbar; className?: string }) {
  const other = toolbar.showing === 'draft' ? 'published' : 'draft';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for a form's controls; this groups a form, a link and text
    <div
      role="group"
      aria-label={`Block tools: ${toolbar.blockId}`}
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-control border border-plus/30 bg-plus-soft px-3 py-2 text-sm text-ink ${className}`}
      data-block-toolbar={toolbar.blockId}
    >
      <span>
        Showing the <strong data-showing>{toolbar.showing}</strong> version of <code>{toolbar.blockId}</code>
      </span>
      <form method="post" action="/blocks/view" className="inline">
        <input type="hidden" name="mode" value={other} />
        <input type="hidden" name="back" value={toolbar.back} />
        <button type="submit" className="font-semibold text-accent-ink underline">
          Show {other}
        </button>
      </form>
      <a href={toolbar.editHref} className="font-semibold text-accent-ink underline">
        Edit block
      </a>
    </div>
  );
}
