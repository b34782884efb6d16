import {useCallback} from 'react';
import {formatNumber, type NumberStyle} from '@site/src/utils/formatNumber';
import {useIntlLocale} from './useIntlLocale';

/**
 * A function that writes a number for readers of the site's current locale, in its digits
 * (`300` on English pages, `৩০০` on Bengali ones): counts, limits, years and figures that the
 * interface fills into its translated messages. See {@link formatNumber} for the style.
 */
export function useNumberFormat(): (value: number, style?: NumberStyle) => string {
  const locale = useIntlLocale();
  return useCallback((value: number, style?: NumberStyle) => formatNumber(value, locale, style), [locale]);
}
