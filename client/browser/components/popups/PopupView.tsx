/**
 * @module One popup as readers see it, by template (spec §4): generic-1 a centred message (694 px
 * wide), generic-2 a media popup (image, or a YouTube/Rumble video; 1042 px when large, 950
 * otherwise; from 800 px wide a large one sets its media beside the text), generic-3 title,
 * subtitle and body over a darkened background image, update-profile a message that asks for the
 * missing e-mail or phone (ProfileAsk) or else links to the profile. Below 720 px a popup takes
 * the whole width. The body is HTML the server sanitized on save (features/popups/rules.ts); media
 * is read by contracts/popup-media.ts (nothing shown for anything else). The same view serves the
 * runtime's dialog (PopupDialog) and the admin's in-place preview.
 */
import type { ReaderPopupDto } from '../../../../worker/contracts/admin-popups';
import { popupMediaOf } from '../../../../worker/contracts/popup-media';
import type { ProfileDto } from '../../../../worker/contracts/profile';
import { ProfileAsk } from './ProfileAsk';

export type PopupViewProps = {
  popup: ReaderPopupDto;
  onClose?: () => void;
  inPlace?: boolean;
  /** The heading's id, for the dialog's aria-labelledby. */
  titleId?: string;
  /** A name for the popup's region other than its title: the editor shows the unsaved popup
   * beside the saved one, and two regions may not share a name (axe landmark-unique). */
  regionLabel?: string;
  /** update-profile: the field to ask for (contracts/popup-chain.ts profileAsk). */
  ask?: 'email' | 'phone' | null;
  onSaved?: (profile: ProfileDto) => void;
};

const NARROW = 'max-w-[694px]';

/** spec §4 widths; under 720 px every template is as wide as the screen allows. */
export function popupWidth(p: ReaderPopupDto): string {
  if (p.type === 'generic-2') return p.config.size === 'large' ? 'max-w-[1042px]' : 'max-w-[950px]';
  return NARROW;
}

function Media({ url, title }: { url: string; title: string }) {
  const media = popupMediaOf(url);
  if (!media) return null;
  if (media.kind === 'video')
    return (
      <iframe
        src={media.src}
        title={title}
        className="aspect-video w-full rounded-card"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  return <img src={media.src} alt="" className="max-h-[420px] w-full rounded-card object-cover" />;
}

function CloseButton({ onClose, light }: { onClose: () => void; light: boolean }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close"
      data-popup-close
      className={`absolute top-2 right-2 z-10 grid size-11 place-items-center rounded-full text-2xl leading-none ${light ? 'bg-black/40 text-white hover:bg-black/60' : 'bg-canvas/90 text-ink-2 shadow-raised hover:bg-sunken'} focus-visible:outline-2 focus-visible:outline-focus`}
    >
      ×
    </button>
  );
}

export function PopupView({ popup, onClose, inPlace = false, titleId, regionLabel, ask = null, onSaved }: PopupViewProps) {
  const c = popup.config;
  const color = c.textColor ? { color: c.textColor } : undefined;
  const background = popup.type === 'generic-3' && popupMediaOf(c.imageUrl)?.kind === 'image';
  // An editor's text colour is picked against the light paper: in the dark theme it would vanish
  // on the dark canvas, so such a popup keeps its light paper (tokens.css .light) in both themes.
  const paper = c.textColor && !background ? ' light' : '';
  const media = popup.type === 'generic-2' && popupMediaOf(c.imageUrl);
  const beside = media && c.size === 'large' ? ' min-[800px]:grid min-[800px]:grid-cols-2 min-[800px]:items-center' : '';
  const action = popup.type === 'update-profile' ? c.actionUrl || '/account/profile' : c.actionUrl;
  return (
    <section
      aria-labelledby={regionLabel ? undefined : titleId}
      aria-label={regionLabel ?? (titleId ? undefined : c.title)}
      data-popup={popup.id}
      data-position={c.position}
      data-template={popup.type}
      className={`relative mx-auto w-full ${popupWidth(popup)} overflow-hidden bg-canvas${paper} ${inPlace ? 'rounded-panel border border-line shadow-raised' : 'max-h-[inherit] overflow-y-auto'}`}
    >
      {background ? (
        <>
          <img src={c.imageUrl} alt="" className="absolute inset-0 h-full w-full object-cover" />
          <div className="absolute inset-0 bg-black/65" />
        </>
      ) : null}
      {onClose ? <CloseButton onClose={onClose} light={Boolean(background)} /> : null}
      <div className={`relative gap-5 p-5 min-[720px]:p-7${beside}`}>
        {media ? <Media url={c.imageUrl} title={c.title} /> : null}
        <div
          className={`flex flex-col gap-3 ${media ? 'mt-4 min-[800px]:mt-0' : ''} ${background ? 'min-h-64 justify-end text-white' : 'text-ink'}`}
          style={color}
        >
          <h2 id={titleId} className="pr-10 font-serif text-xl font-bold min-[720px]:text-2xl">
            {c.title}
          </h2>
          {c.subtitle ? <p className="text-base font-medium opacity-90 min-[720px]:text-lg">{c.subtitle}</p> : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when saved or previewed */}
          {c.body ? <div className="popup-body" dangerouslySetInnerHTML={{ __html: c.body }} /> : null}
          {popup.type === 'update-profile' && ask ? (
            <ProfileAsk field={ask} actionText={c.actionText} preview={inPlace} onSaved={onSaved} />
          ) : c.actionText && action ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <a href={action} className="btn btn-primary btn-md">
                {c.actionText}
              </a>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
