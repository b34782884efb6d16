/**
 * Whether the image of the card at `index` (0-based) of a page's first list loads at once
 * (`loading="eager"`) rather than when scrolled near: only the first card. On a 390 px phone
 * the second card already starts below the first screen; on a wide screen the rest of the first
 * row is lazy but in view, so the browser fetches it as soon as it lays the page out.
 */
export function isFirstScreenImage(index: number): boolean {
  return index === 0;
}
