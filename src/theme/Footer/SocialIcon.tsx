import React, {type ReactNode} from 'react';
import type {SocialNetwork} from '@site/src/data/site';

/** Display names of the social networks (brand names are not translated). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

/** Simple 24 px glyphs drawn for this site (generic shapes, not the networks' artwork). */
const glyphs: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />,
  twitter: <path d="M4 4h4.6l3.9 5.3L17 4h2.4l-5.8 6.7L20 20h-4.6l-4.2-5.7L6.3 20H3.9l6.2-7.1z" />,
  linkedin: (
    <path d="M5 8.5h3V20H5zM6.5 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 8.5h2.9v1.6c.4-.8 1.4-1.8 3.1-1.8 3.3 0 3.9 2.1 3.9 4.9V20h-3v-6.1c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V20H10z" />
  ),
  instagram: (
    <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 1.8A3.2 3.2 0 0 0 4.8 8v8A3.2 3.2 0 0 0 8 19.2h8a3.2 3.2 0 0 0 3.2-3.2V8A3.2 3.2 0 0 0 16 4.8z" />
  ),
};

/** The icon of one social network, decorative (its container carries the name). */
export default function SocialIcon({network}: {network: SocialNetwork}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
      {glyphs[network]}
    </svg>
  );
}
