/**
 * @module One popup as readers see it, by template (spec §4): generic-1 a centred message (694 px
 * wide), generic-2 a media popup (image, or a YouTube/Rumble video; 1042 px when large, 950
 * otherwise), generic-3 title, subtitle and body over a darkened background image, update-profile
 * a message that sends the reader to their profile. The body is HTML the server sanitized on save
 * (features/popups/rules.ts); the preview receives it only from our own origin.
 */
import type { ReaderPopupDto } from '../../../../worker/contracts/admin-popups';
import { parseEmbed } from '../../../../worker/contracts/embeds';

export type PopupViewProps = { popup: ReaderPopupDto; onClose?: () => void; inPlace?: boolean };

/** The embed address of a popup's video, or null for an image (the server validated which it is). */
export function videoEmbed(url: string): string | null {
  const embed = parseEmbed(url);
  return 'provider' in embed && embed.provider !== 'x' ? embed.src : null;
}

const WIDTH: Record<string, string> = { 'generic-1': 'max-w-[694px]', 'generic-3': 'max-w-[694px]', 'update-profile': 'max-w-[694px]' };

function widthOf(p: ReaderPopupDto) {
  if (p.type === 'generic-2') return p.config.size === 'large' ? 'max-w-[1042px]' : 'max-w-[950px]';
  return WIDTH[p.type] ?? 'max-w-[694px]';
}

function Media({ url, title }: { url: string; title: string }) {
  if (!url) return null;
  const video = videoEmbed(url);
  if (video)
    return (
      <iframe
        src={video}
        title={title}
        className="aspect-video w-full rounded-card"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  return <img src={url} alt="" className="max-h-[420px] w-full rounded-card object-cover" />;
}

export function PopupView({ popup, onClose, inPlace = false }: PopupViewProps) {
  const c = popup.config;
  const color = c.textColor ? { color: c.textColor } : undefined;
  const background = popup.type === 'generic-3' && c.imageUrl;
  // An editor's text colour is picked against the light paper: in the dark theme it would vanish
  // on the dark canvas, so such a popup keeps its light paper (tokens.css .light) in both themes.
  const paper = c.textColor && !background ? ' light' : '';
  const action = popup.type === 'update-profile' ? c.actionUrl || '/account/profile' : c.actionUrl;
  return (
    <section
      aria-label={c.title}
      data-popup={popup.id}
      data-position={c.position}
      className={`relative mx-auto w-full ${widthOf(popup)} overflow-hidden rounded-panel border border-line bg-canvas shadow-raised${paper} ${inPlace ? '' : 'max-h-[90vh] overflow-y-auto'}`}
    >
      {background ? (
        <>
          <img src={c.imageUrl} alt="" className="absolute inset-0 h-full w-full object-cover" />
          <div className="absolute inset-0 bg-black/60" />
        </>
      ) : null}
      <div className={`relative flex flex-col gap-3 p-6 ${background ? 'text-white' : 'text-ink'}`} style={color}>
        {popup.type === 'generic-2' ? <Media url={c.imageUrl} title={c.title} /> : null}
        <h2 className="font-serif text-2xl font-bold">{c.title}</h2>
        {c.subtitle ? <p className="text-lg font-medium opacity-90">{c.subtitle}</p> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when saved or previewed */}
        {c.body ? <div className="popup-body" dangerouslySetInnerHTML={{ __html: c.body }} /> : null}
        <div className="mt-2 flex flex-wrap gap-2">
          {c.actionText && action ? (
            <a href={action} className="btn btn-primary btn-md">
              {c.actionText}
            </a>
          ) : null}
          {onClose ? (
            <button type="button" className="btn btn-quiet btn-md" onClick={onClose}>
              Close
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
