import React, {type ReactNode} from 'react';

/** Stand-in for `@docusaurus/Link`: a plain anchor. */
export default function Link({to, href, children, ...rest}: {to?: string; href?: string; children?: ReactNode} & Record<string, unknown>): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
