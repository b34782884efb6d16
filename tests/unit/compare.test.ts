import {compareKeys} from '@site/src/utils/compare';

describe('compareKeys', () => {
  it('orders ISO dates, months and ASCII ids as they read', () => {
    expect(['2025-03-14', '2024-12-01', '2025-01-31'].sort(compareKeys)).toEqual(['2024-12-01', '2025-01-31', '2025-03-14']);
    expect(['2023-09', '2022-10', '2023-01'].sort(compareKeys)).toEqual(['2022-10', '2023-01', '2023-09']);
    expect(compareKeys('rov-survey', 'rov-survey')).toBe(0);
    expect(compareKeys('a-cruise', 'b-cruise')).toBe(-1);
    expect(compareKeys('b-cruise', 'a-cruise')).toBe(1);
  });
});
