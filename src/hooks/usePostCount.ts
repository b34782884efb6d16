import {usePluralForm} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useNumberFormat} from './useNumberFormat';

/**
 * A function that writes a number of blog posts in the theme's words ('One post', '3 posts';
 * its translation `theme.blog.post.plurals`) with the number in the digits of the page's
 * language ('৩টি লেখা'); the theme's own helper writes Latin digits.
 */
export function usePostCount(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  const formatNumber = useNumberFormat();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.blog.post.plurals',
          description:
            'Pluralized label for "{count} posts". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One post|{count} posts',
        },
        {count: formatNumber(count)},
      ),
    );
}
