/**
 * @module The one logo lockup (issue 28): "Edge" in ink and "wire" in the accent, in the headline
 * face, on every page (site header, sign-in, the subscribe funnel, /landing, /thanks, the back
 * office). `size` only scales it; `tag` names a part of the site beside it ("Back office").
 */
export type LogoSize = 'sm' | 'md' | 'lg';

const SIZE: Record<LogoSize, string> = { sm: 'text-xl', md: 'text-2xl', lg: 'text-3xl' };

export function Logo({
  href = '/trending',
  size = 'md',
  tag,
  className = '',
}: {
  href?: string;
  size?: LogoSize;
  tag?: string;
  className?: string;
}) {
  return (
    <a href={href} className={`logo ${SIZE[size]} ${className}`.trim()} aria-label={tag ? `Edgewire ${tag}` : 'Edgewire home'}>
      Edge<span className="text-accent-ink">wire</span>
      {tag ? <span className="logo-tag">{tag}</span> : null}
    </a>
  );
}
