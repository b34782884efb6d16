import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

/**
 * One output of a cruise, linked to its page: a data set of `content/datasets/`, a
 * publication whose BibTeX entry names the cruise, or a blog post whose front matter does.
 */
export type CruiseOutput = {
  kind: 'dataset' | 'publication' | 'post';
  /** The output's id in its collection. */
  id: string;
  /** Its title, in the page's language. */
  title: string;
  /** Its page, a path without base URL (`detailPath(…)`), or a blog post's permalink. */
  to: string;
  /** The title's language when it is not the page's (a publication's: `en`). */
  lang?: string;
};

/** The heading of each kind of output, in the order the kinds are shown. */
const outputHeadings: Record<CruiseOutput['kind'], () => ReactNode> = {
  dataset: () => (
    <Translate id="cruise.outputs.datasets" description="Heading of a cruise's data sets">
      Data sets
    </Translate>
  ),
  publication: () => (
    <Translate id="cruise.outputs.publications" description="Heading of the publications that use a cruise's samples or data">
      Publications
    </Translate>
  ),
  post: () => (
    <Translate id="cruise.outputs.posts" description="Heading of the articles and expedition posts about a cruise">
      Articles and expedition posts
    </Translate>
  ),
};

/**
 * The Outputs section of a cruise's page: what the cruise produced, grouped by kind, each
 * linked to its page; a sentence when nothing is published yet.
 */
export default function CruiseOutputs({outputs}: {outputs: readonly CruiseOutput[]}): ReactNode {
  const kinds = (Object.keys(outputHeadings) as CruiseOutput['kind'][]).filter((kind) => outputs.some((output) => output.kind === kind));
  return (
    <section aria-labelledby="cruise-outputs">
      <Heading as="h2" id="cruise-outputs">
        {translate({id: 'cruise.outputs', message: 'Outputs'})}
      </Heading>
      {kinds.length === 0 ? (
        <p>
          <Translate id="cruise.outputs.none">Nothing from this cruise has been published yet.</Translate>
        </p>
      ) : (
        kinds.map((kind) => (
          <div key={kind}>
            <Heading as="h3">{outputHeadings[kind]()}</Heading>
            <ul>
              {outputs
                .filter((output) => output.kind === kind)
                .map((output) => (
                  <li key={output.id}>
                    <Link to={output.to} lang={output.lang}>
                      {output.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
