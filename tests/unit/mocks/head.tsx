import type {ReactNode} from 'react';

/** Stand-in for `@docusaurus/Head`: document head changes are not rendered in jsdom. */
export default function Head(_props: {children?: ReactNode}): ReactNode {
  return null;
}
