/**
 * Classes that let a list hold every item in its server-rendered HTML and still fold with
 * JavaScript, without moving anything when the page hydrates. Used by the See More lists
 * (the See More grid of `./index.tsx` and the publications' years); kept apart so that a page can use them
 * without the grid's own styles.
 */
import scripting from './scripting.module.css';

/**
 * Class of the parts of a list that only a browser running the page may fold away: the items
 * beyond the first ones, while they are folded. The server's HTML holds them; the stylesheet hides
 * them from the first paint when scripting is on (`@media (scripting: enabled)`), so that nothing
 * moves when the page hydrates, and shows them when it is off.
 */
export const foldedWhenScriptingClass = scripting.folded;

/**
 * Class of a list's 'See More' controls: hidden when scripting is off (`@media (scripting: none)`),
 * where they could do nothing and the whole list shows anyway.
 */
export const scriptOnlyClass = scripting.scriptOnly;
