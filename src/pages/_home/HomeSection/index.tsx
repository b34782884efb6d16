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
  /** Id of the section's {@link SectionHeading}, which names the section (`aria-labelledby`). */
  headingId: string;
  /** The section's padding and background, from its own CSS module. */
  className?: string;
  /** Extra class of the `container` (a section laid out as a grid). */
  containerClassName?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** A section of the home page: `section` > `container`. */
export default function HomeSection({headingId, className, containerClassName, ref, children}: HomeSectionProps): ReactNode {
  return (
    <section ref={ref} className={className} aria-labelledby={headingId}>
      <div className={clsx('container', containerClassName)}>{children}</div>
    </section>
  );
}

/** A home section's heading (h2): large and in the deep ocean colour (the primary colour in dark mode). */
export function SectionHeading({id, className, children}: {id: string; className?: string; children: ReactNode}): ReactNode {
  return (
    <Heading as="h2" id={id} className={clsx(styles.heading, className)}>
      {children}
    </Heading>
  );
}

/** The muted introduction under a home section's heading, at most 44rem wide. */
export function SectionLead({children}: {children: ReactNode}): ReactNode {
  return <p className={styles.lead}>{children}</p>;
}
