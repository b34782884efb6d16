import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {citationFilePath, citationFiles, type Publication} from '@site/src/data/publications';
import styles from './styles.module.css';

/** One format of the Cite box: its file extension and name. */
type CiteFormat = {extension: keyof typeof citationFiles; name: string};

/** The formats, in the order shown; their names are the formats' own (not translated). */
const formats: readonly CiteFormat[] = [
  {extension: 'bib', name: 'BibTeX'},
  {extension: 'ris', name: 'RIS'},
];

/** Props of {@link CiteBox}. */
export type CiteBoxProps = {
  /** The publication whose BibTeX and RIS the box shows. */
  publication: Publication;
};

/**
 * 'Cite this publication': the publication's BibTeX and RIS, each in a `<pre>` that can be read
 * and selected without JavaScript, with a Download link to the file the build writes beside
 * the page (`citationFilePath`, under the base URL and locale) and, once the page runs, a Copy
 * button that puts the text on the clipboard and says so in a polite live region ('BibTeX
 * copied'), or says how to copy by hand when the browser refuses.
 */
export default function CiteBox({publication}: CiteBoxProps): ReactNode {
  const isBrowser = useIsBrowser();
  const {withBaseUrl} = useBaseUrlUtils();
  const [status, setStatus] = useState('');

  const copy = async (format: CiteFormat) => {
    const text = publication[citationFiles[format.extension]];
    try {
      await navigator.clipboard.writeText(text);
      setStatus(translate({id: 'publication.cite.copied', message: '{format} copied', description: 'Announced when a citation was copied to the clipboard'}, {format: format.name}));
    } catch {
      setStatus(
        translate(
          {
            id: 'publication.cite.copyFailed',
            message: 'The browser did not allow copying. Select the {format} text and copy it, or download the file.',
            description: 'When the clipboard refused a citation',
          },
          {format: format.name},
        ),
      );
    }
  };

  return (
    // The BibTeX and RIS repeat the page's title and abstract: out of the search index, so that
    // a paper does not outrank the pages of its topic by saying everything three times.
    <section className={styles.cite} aria-labelledby="cite" data-pagefind-ignore="all">
      <Heading as="h2" id="cite">
        {translate({id: 'publication.cite.heading', message: 'Cite this publication', description: "Heading of the box with the publication's BibTeX and RIS"})}
      </Heading>
      {formats.map((format) => (
        <div key={format.extension} className={styles.citeFormat}>
          <Heading as="h3" id={`cite-${format.extension}`} className={styles.citeName}>
            {format.name}
          </Heading>
          <pre className={styles.citeText} lang="en">
            {publication[citationFiles[format.extension]]}
          </pre>
          <div className={styles.citeActions}>
            <a
              className="button button--sm button--primary"
              href={withBaseUrl(citationFilePath(publication.key, format.extension))}
              download={`${publication.key}.${format.extension}`}
              type={format.extension === 'bib' ? 'application/x-bibtex' : 'application/x-research-info-systems'}>
              <Translate id="publication.cite.download" description="Link that downloads a citation file" values={{file: `${publication.key}.${format.extension}`}}>
                {'Download {file}'}
              </Translate>
            </a>
            {isBrowser ? (
              <button type="button" className="button button--sm button--outline button--primary" onClick={() => void copy(format)}>
                <Translate id="publication.cite.copy" description="Button that copies a citation to the clipboard" values={{format: format.name}}>
                  {'Copy {format}'}
                </Translate>
              </button>
            ) : null}
          </div>
        </div>
      ))}
      <p role="status" className={styles.citeStatus}>
        {status}
      </p>
    </section>
  );
}
