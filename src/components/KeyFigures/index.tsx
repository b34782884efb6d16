import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A row of highlighted figures (2 to 4 suit a page), e.g. the key numbers of a fact page. */
export function KeyFigures({children}: {children: ReactNode}): ReactNode {
  return <dl className={styles.figures}>{children}</dl>;
}

/** Props of {@link KeyFigure}. */
export type KeyFigureProps = {
  /** The figure with its unit, as printed (e.g. `1,636 km²`). */
  value: string;
  /** What the figure measures. */
  label: string;
};

/** One figure of {@link KeyFigures}: the value large, its meaning beneath. */
export function KeyFigure({value, label}: KeyFigureProps): ReactNode {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
