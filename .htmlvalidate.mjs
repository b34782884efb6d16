/**
 * html-validate's rules for the pages of a production build (`npm run test:build` runs them,
 * through `scripts/check-build.ts`, over every page of every locale of `build/`).
 *
 * The `standard` preset checks that the HTML is valid: elements only where their content model
 * allows them, allowed attribute values, unique ids, labelled controls, no duplicate main.
 *
 * On top of it, the rules of the `a11y` and `document` presets that every page passes, so that
 * they keep passing, among them `heading-level`: a page's first heading is its `<h1>` and no
 * heading skips a level (the blog sidebar's years are labels, not headings, and a doc puts an
 * `<h2>` above a `<CardGrid>`, whose cards are `<h3>`). Left out of those presets, because they flag markup that is correct:
 * - `prefer-native-element` for roles `region` (the theme's skip-link wrapper; the home
 *   carousel, as the WAI-ARIA carousel pattern has it), `listbox` (the search box's
 *   suggestions, the popup of the WAI-ARIA combobox pattern, which a `<select>` cannot be) and
 *   `button` (the theme writes its language menu's toggle as a link with that role); other
 *   roles are checked;
 * - `wcag/h32` (a form needs a submit button): the search form in the top bar has one text
 *   field and is sent with Enter, as HTML's implicit submission does;
 * - `aria-label-misuse` in its strict form (the preset's `allowAnyNamable: false`): the
 *   `standard` form of the rule runs; the strict one only discourages labels that are allowed;
 * - `require-sri` (integrity hashes are for files from other origins; the site loads its own).
 */
export default {
  root: true,
  extends: ['html-validate:standard'],
  rules: {
    'area-alt': ['error', {accessible: true}],
    'aria-hidden-body': 'error',
    'empty-heading': 'error',
    'empty-title': 'error',
    'heading-level': 'error',
    'hidden-focusable': 'error',
    'input-missing-label': 'error',
    'meta-refresh': 'error',
    'missing-doctype': 'error',
    'no-autoplay': ['error', {include: ['audio', 'video']}],
    'no-implicit-button-type': 'error',
    'no-missing-references': 'error',
    'no-redundant-aria-label': 'error',
    'no-redundant-for': 'error',
    'no-redundant-role': 'error',
    'prefer-native-element': ['error', {exclude: ['region', 'listbox', 'button']}],
    'text-content': 'error',
    'unique-landmark': 'error',
    'wcag/h30': 'error',
    'wcag/h36': 'error',
    'wcag/h37': 'error',
    'wcag/h63': 'error',
    'wcag/h67': 'error',
    'wcag/h71': 'error',
  },
};
