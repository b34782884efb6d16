/**
 * The frame the home page's sections share below the intro: a `section` named by its heading,
 * the page's `container` inside, and the heading and lead in the home page's section style.
 */
import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Props of {@link HomeSection}. */
export type HomeSectionProps = {
  /** Id of the section's heading, which names the section (`aria-labelledby`). */
  headingId: string;
  /**
   * The heading's text (a `translate()` string), drawn as a {@link SectionHeading} at the top;
   * absent when the section places its {@link SectionHeading} itself (in a column, beside a link).
   */
  heading?: string;
  /** The text of a {@link SectionLead} under the heading. */
  lead?: ReactNode;
  /** The section's padding and background, from its own CSS module. */
  className?: string;
  /** Extra class of the `container` (a section laid out as a grid). */
  containerClassName?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** A section of the home page: `section` > `container`, and the heading and lead when given. */
export default function HomeSection({headingId, heading, lead, className, containerClassName, ref, children}: HomeSectionProps): ReactNode {
  return (
    <section ref={ref} className={className} aria-labelledby={headingId}>
      <div className={clsx('container', containerClassName)}>
        {heading ? <SectionHeading id={headingId}>{heading}</SectionHeading> : null}
        {lead ? <SectionLead>{lead}</SectionLead> : null}
        {children}
      </div>
    </section>
  );
}

/**
 * A home section's heading (h2): large and in the deep ocean colour (the primary colour in dark
 * mode). Its text is a string (`translate()`), which the theme's heading also uses to name the
 * link to the section; any other content would name that link by the id.
 */
export function SectionHeading({id, className, children}: {id: string; className?: string; children: string}): ReactNode {
  return (
    <Heading as="h2" id={id} className={clsx(styles.heading, className)}>
      {children}
    </Heading>
  );
}

/** The muted introduction under a home section's heading, at most 44rem wide. */
function SectionLead({children}: {children: ReactNode}): ReactNode {
  return <p className={styles.lead}>{children}</p>;
}
