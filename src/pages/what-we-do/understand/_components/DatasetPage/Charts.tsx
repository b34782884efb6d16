import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import DatasetChart, {ChartGrid as Grid} from '@site/src/components/DatasetChart';
import type {ChartKind, DatasetVariable} from '@site/src/data/datasets';
import type {DatasetChart as Chart} from '@site/plugins/collections/datasetCharts';

/** The charts of some kinds, in a grid: two side by side on a wide screen, one under the other on a phone. */
function ChartGrid({charts, variables}: {charts: readonly Chart[]; variables: readonly DatasetVariable[]}): ReactNode {
  return (
    <Grid>
      {charts.map((chart) => {
        const variable = variables.find((candidate) => candidate.name === chart.variable);
        return variable ? <DatasetChart key={chart.file} chart={chart} variable={variable} /> : null;
      })}
    </Grid>
  );
}

/** A group of charts under a heading of its own and a sentence that says how to read them; nothing when there are none. */
function ChartGroup({id, heading, children, charts, variables}: {id: string; heading: string; children: ReactNode; charts: readonly Chart[]; variables: readonly DatasetVariable[]}): ReactNode {
  if (charts.length === 0) return null;
  return (
    <>
      <Heading as="h3" id={id}>
        {heading}
      </Heading>
      <p>{children}</p>
      <ChartGrid charts={charts} variables={variables} />
    </>
  );
}

/** The charts of some kinds, in the order the build drew them. */
const ofKinds = (charts: readonly Chart[], ...kinds: ChartKind[]) => charts.filter((chart) => kinds.includes(chart.kind));

/**
 * A data set's measurements (`plugins/collections/datasetCharts.ts` draws them when the site is
 * built): the station map coloured by its key variable and every variable against the
 * stations; then, where the data set has them, every variable against station depth, and the
 * campaigns of its programme at the same stations.
 */
export default function DatasetCharts({charts, variables}: {charts: readonly Chart[]; variables: readonly DatasetVariable[]}): ReactNode {
  if (charts.length === 0) return null;
  const depth = ofKinds(charts, 'depth');
  const campaigns = ofKinds(charts, 'campaigns');
  return (
    <section aria-labelledby="dataset-charts">
      <Heading as="h2" id="dataset-charts">
        {translate({id: 'dataset.charts', message: 'Measurements', description: "Heading of a data set page's charts"})}
      </Heading>
      <p>
        <Translate id="dataset.charts.intro" description="Under the heading of a data set page's charts">
          The map shows one variable at every station; each chart after it shows one variable at every station, in the order the stations were sampled. Their values are in the table under each and in
          the CSV file.
        </Translate>
      </p>
      <ChartGrid charts={ofKinds(charts, 'map', 'stations')} variables={variables} />
      <ChartGroup
        id="dataset-charts-depth"
        charts={depth}
        variables={variables}
        heading={translate({id: 'dataset.charts.depth', message: 'Against station depth', description: "Heading of a data set page's charts against depth"})}>
        <Translate id="dataset.charts.depth.intro" description="Under the heading of a data set page's charts against depth">
          The stations lie at many depths: each chart shows a variable at every station against the station's depth, the deepest at the bottom.
        </Translate>
      </ChartGroup>
      <ChartGroup
        id="dataset-charts-campaigns"
        charts={campaigns}
        variables={variables}
        heading={translate({id: 'dataset.charts.campaigns', message: 'Campaigns compared', description: "Heading of a data set page's charts of its programme's campaigns"})}>
        <Translate id="dataset.charts.campaigns.intro" description="Under the heading of a data set page's charts of campaigns">
          The programme sampled the same stations in other campaigns: each chart shows every campaign at those stations on the same axes.
        </Translate>
      </ChartGroup>
    </section>
  );
}
