import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

/**
 * One output of a cruise, linked to its page. Today the data sets of `src/data/datasets.ts`
 * (`kind: 'dataset'`); publications and expedition posts about a cruise are added as kinds of
 * their own (`'publication'`, `'post'`) with a heading in {@link outputHeadings}, and the cruise
 * page's `cruiseOutputs` lists them beside the data sets.
 */
export type CruiseOutput = {
  kind: 'dataset';
  /** The output's id in its collection. */
  id: string;
  /** Its title, in the page's language. */
  title: string;
  /** Its page, a path without base URL (`detailPath(…)`). */
  to: string;
};

/** The heading of each kind of output, in the order the kinds are shown. */
const outputHeadings: Record<CruiseOutput['kind'], () => ReactNode> = {
  dataset: () => (
    <Translate id="cruise.outputs.datasets" description="Heading of a cruise's data sets">
      Data sets
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
        <Translate id="cruise.outputs">Outputs</Translate>
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
                    <Link to={output.to}>{output.title}</Link>
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
