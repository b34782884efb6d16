/**
 * Class of the notice above a page whose text has no translation in the page's locale. The
 * Bengali edition's tests read it in the built HTML: such a page is a declared gap, not an error.
 */
export const untranslatedNoticeClass = 'untranslated-notice';
