import {formatNumber} from '@site/src/utils/formatNumber';

describe('formatNumber', () => {
  it('writes numbers in the digits of the language, grouping thousands as it does, a year without grouping', () => {
    expect(formatNumber(300, 'en-GB')).toBe('300');
    expect(formatNumber(300, 'bn-BD')).toBe('৩০০');
    expect(formatNumber(1636, 'en-GB')).toBe('1,636');
    expect(formatNumber(1636, 'bn-BD')).toBe('১,৬৩৬');
    expect(formatNumber(2.5, 'bn-BD')).toBe('২.৫');
    expect(formatNumber(2024, 'en-GB', {grouping: false})).toBe('2024');
    expect(formatNumber(2024, 'bn-BD', {grouping: false})).toBe('২০২৪');
  });

  it('refuses a language tag that is not one', () => {
    expect(() => formatNumber(1, 'not a tag')).toThrow(RangeError);
  });
});
