import {formatDate} from '@site/src/utils/formatDate';
import {metaDescription} from '@site/src/utils/metaDescription';
import {localeDigits} from '@site/src/utils/formatNumber';

describe('formatDate', () => {
  it('writes the calendar day of an ISO date, whatever the time zone; a Bengali one in Bengali digits, without a comma', () => {
    expect(formatDate('2024-02-12', 'en')).toBe('February 12, 2024');
    expect(formatDate('2023-01-01', 'en-GB')).toBe('1 January 2023');
    expect(formatDate('2024-02-12', 'bn-BD')).toBe('১২ ফেব্রুয়ারি ২০২৪');
  });
});

describe('localeDigits', () => {
  it("writes the digits of a code or year in the locale's digits and keeps every other character", () => {
    expect(localeDigits('4331', 'bn')).toBe('৪৩৩১');
    expect(localeDigits('© 2025, 0810-A', 'bn-BD')).toBe('© ২০২৫, ০৮১০-A');
    expect(localeDigits('0810', 'en-GB')).toBe('0810');
  });
});

describe('metaDescription', () => {
  it('keeps short text as it is, and cuts long text at a whole word within the limit, adding an ellipsis', () => {
    expect(metaDescription('  A short   sentence. ')).toBe('A short sentence.');
    const text = 'word '.repeat(60);
    const description = metaDescription(text, 50);
    expect(description.length).toBeLessThanOrEqual(50);
    expect(description.endsWith('word…')).toBe(true);
  });
});
