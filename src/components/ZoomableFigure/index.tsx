import React, {useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

/**
 * Rendered widths of a {@link ZoomableFigure}'s image in a doc page, as HTML `sizes` values.
 * `thumbnail`: from 768 px the figure floats at 42% of the doc column (75% of the window less
 * the 300 px side menu from 997 px, at most 1320 px, less padding); below, the doc column (the
 * window less 2 × 1rem). `full`: the dialog, 96% of the window up to 1400 px, less its padding.
 */
export const zoomableFigureSizes = {
  thumbnail: '(min-width: 1620px) 402px, (min-width: 997px) calc(31.5vw - 108px), (min-width: 768px) calc(42vw - 14px), calc(100vw - 32px)',
  full: '(min-width: 1459px) 1376px, calc(96vw - 24px)',
} as const;

/** Props of {@link ZoomableFigure}. */
export type ZoomableFigureProps = {
  /** Image path under `static/`. */
  src: string;
  /** What the image shows. */
  alt: string;
  /** Caption under the thumbnail and in the dialog. */
  caption?: string;
  /** Intrinsic width in CSS pixels. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
};

/**
 * A figure that floats beside the text that follows it on wide screens (text flows around it)
 * and opens full size in a modal dialog when activated. The dialog has a Close button,
 * closes with Escape or a click on the backdrop, and returns focus to the image button.
 * Built on the native `<dialog>` element, so focus is kept inside while it is open.
 */
export default function ZoomableFigure({src, alt, caption, width, height}: ZoomableFigureProps): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const open = () => dialogRef.current?.showModal();
  const close = () => dialogRef.current?.close();

  // The button's visible words begin its accessible name, so that speech users can say what
  // they see (WCAG 2.5.3, label in name); the name then says what the image shows.
  const action = translate({id: 'zoomableFigure.hint', message: 'Enlarge image', description: 'Words on an image that opens it full size'});
  const label = translate(
    {id: 'zoomableFigure.open', message: '{action}: {alt}', description: 'Name of the button that opens an image full size; {action} is the words shown on the image'},
    {action, alt},
  );

  // The dialog follows the figure rather than sitting in it: a figure's caption comes first or last.
  return (
    <>
      <figure className={styles.figure}>
        <button ref={openerRef} type="button" className={styles.opener} onClick={open} aria-haspopup="dialog" aria-label={label}>
          <ResponsiveImage src={src} alt="" width={width} height={height} sizes={zoomableFigureSizes.thumbnail} loading="lazy" className={styles.thumbnail} />
          <span className={styles.hint}>{action}</span>
        </button>
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={alt}
        onClose={() => openerRef.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) {
            close();
          }
        }}>
        <div className={styles.dialogBody}>
          <button type="button" className="button button--primary button--sm" onClick={close} autoFocus>
            <Translate id="zoomableFigure.close">Close</Translate>
          </button>
          {/* Eager: it is ready the moment the dialog opens. */}
          <ResponsiveImage src={src} alt={alt} width={width} height={height} sizes={zoomableFigureSizes.full} loading="eager" className={styles.full} />
          {caption ? <p className={styles.caption}>{caption}</p> : null}
        </div>
      </dialog>
    </>
  );
}
