import { SITE_NAME } from '../../app/site.ts';

/**
 * The portal emblem, drawn inline so nothing loads from elsewhere. Beside the site's written
 * name (a link's text) it is `decorative`: the name is said once, as it is shown (WCAG 2.5.3).
 */
export function LogoMark({
  size = 60,
  decorative = false,
}: {
  size?: number;
  decorative?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : SITE_NAME}
      aria-hidden={decorative || undefined}
    >
      <defs>
        <linearGradient id="pt-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f7bf0" />
          <stop offset="1" stopColor="#0b3a8c" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#pt-logo-bg)" stroke="#f5c542" strokeWidth="3" />
      <g fill="none" stroke="#fff" strokeWidth="2.2" opacity="0.95">
        <ellipse cx="32" cy="33" rx="19" ry="7.5" />
        <ellipse cx="32" cy="33" rx="19" ry="7.5" transform="rotate(60 32 33)" />
        <ellipse cx="32" cy="33" rx="19" ry="7.5" transform="rotate(-60 32 33)" />
      </g>
      <circle cx="32" cy="33" r="4.2" fill="#f5c542" />
      <path d="M32 6.5 L36.5 14 H27.5 Z" fill="#f5c542" />
      <path
        d="M17 50 Q32 58 47 50"
        stroke="#f5c542"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
