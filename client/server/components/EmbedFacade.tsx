/**
 * @module The light facade of an embedded video or post (YouTube, Rumble, X), drawn on the server
 * for article bodies (features/articles/body-embeds.tsx) and UI blocks (RichContent): a still from
 * our image proxy, the title and a play button, inside a link to the provider's own page. Nothing
 * here makes the reader's browser talk to YouTube, Rumble or X: the still comes from our origin,
 * and the player is built only on a click (client/browser/enhance-embeds.ts); without JavaScript
 * the click follows the link. When the still cannot be had (offline, no thumbnail for Rumble and
 * X) the provider's poster underneath shows instead: the proxy answers a transparent pixel for a
 * source it cannot reach (`fallback=blank`), so nothing is drawn broken and nothing is logged.
 */
import type { CSSProperties } from 'react';
import { type ParsedEmbed, thumbnailSource, watchUrl } from '../../../worker/contracts/embeds';
import { proxiedImage } from '../../../worker/contracts/images';

export const THUMB_WIDTH = 640;
export const THUMB_HEIGHT = 360;
const PROVIDER_NAME = { youtube: 'YouTube', rumble: 'Rumble', x: 'X' } as const;

export type EmbedFacadeProps = { embed: ParsedEmbed; title: string; style?: CSSProperties; inline?: boolean };

export function EmbedFacade({ embed, title, style, inline = false }: EmbedFacadeProps) {
  const thumb = thumbnailSource(embed);
  const name = PROVIDER_NAME[embed.provider];
  const verb = embed.provider === 'x' ? 'Show post' : 'Play video';
  // Inside a block's paragraph the facade must stay phrasing content.
  const Box = inline ? 'span' : 'figure';
  return (
    <Box className="embed-facade" data-embed-facade="" data-provider={embed.provider} data-id={embed.id} data-title={title} style={style}>
      <a className="embed-link" href={watchUrl(embed)} target="_blank" rel="noopener noreferrer" aria-label={`${verb}: ${title} (${name})`}>
        {thumb ? (
          <img
            className="embed-thumb"
            src={`${proxiedImage(thumb, THUMB_WIDTH, THUMB_HEIGHT)}&fallback=blank`}
            alt=""
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className="embed-caption">
          <span className="embed-provider">{name}</span>
          <span className="embed-title">{title}</span>
        </span>
        <span className="embed-play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </span>
      </a>
    </Box>
  );
}

/** An embed URL that breaks the rules, where the embed would have been (spec: 'Unknown Embed URL'). */
export function EmbedError({ message, style, inline = false }: { message: string; style?: CSSProperties; inline?: boolean }) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag style={style} className="embed-error" data-embed-error="">
      {message}
    </Tag>
  );
}
