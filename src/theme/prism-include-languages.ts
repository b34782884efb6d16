/**
 * Ejected from the classic theme as a no-op: the theme would add Prism grammars here, and the
 * site ships no highlighter (`plugins/plainCode`).
 */
export default function prismIncludeLanguages(): void {}
