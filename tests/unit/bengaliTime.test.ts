import {bengaliSpokenTime} from '@site/src/utils/bengaliTime';

/** A time of day from `HH:mm`. */
const at = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return {hours, minutes};
};

describe('times of day in Bengali, as they are said', () => {
  it('names the part of the day and the hour of the 12-hour clock in Bengali digits', () => {
    expect(bengaliSpokenTime(at('12:00'))).toBe('দুপুর ১২টা');
    expect(bengaliSpokenTime(at('09:00'))).toBe('সকাল ৯টা');
    expect(bengaliSpokenTime(at('15:00'))).toBe('বিকেল ৩টা');
    expect(bengaliSpokenTime(at('00:00'))).toBe('রাত ১২টা');
  });

  it('says সোয়া, সাড়ে and পৌনে for the quarters, পৌনে before the next hour, and other minutes after the hour', () => {
    expect(bengaliSpokenTime(at('15:30'))).toBe('বিকেল সাড়ে ৩টা');
    expect(bengaliSpokenTime(at('16:45'))).toBe('বিকেল পৌনে ৫টা');
    expect(bengaliSpokenTime(at('10:15'))).toBe('সকাল সোয়া ১০টা');
    expect(bengaliSpokenTime(at('11:45'))).toBe('সকাল পৌনে ১২টা');
    expect(bengaliSpokenTime(at('12:45'))).toBe('দুপুর পৌনে ১টা');
    expect(bengaliSpokenTime(at('23:45'))).toBe('রাত পৌনে ১২টা');
    expect(bengaliSpokenTime(at('15:10'))).toBe('বিকেল ৩টা ১০ মিনিট');
    expect(bengaliSpokenTime(at('07:05'))).toBe('সকাল ৭টা ৫ মিনিট');
  });

  it('has its own words for half past one and half past two', () => {
    expect(bengaliSpokenTime(at('13:30'))).toBe('দুপুর দেড়টা');
    expect(bengaliSpokenTime(at('14:30'))).toBe('দুপুর আড়াইটা');
    expect(bengaliSpokenTime(at('01:30'))).toBe('রাত দেড়টা');
  });

  it("changes the part of the day at 4, 6, 12, 15, 18 and 20 o'clock", () => {
    const parts = ['03:59', '04:00', '05:59', '06:00', '11:59', '12:00', '14:59', '15:00', '17:59', '18:00', '19:59', '20:00'].map((time) => bengaliSpokenTime(at(time)).split(' ')[0]);
    expect(parts).toEqual(['রাত', 'ভোর', 'ভোর', 'সকাল', 'সকাল', 'দুপুর', 'দুপুর', 'বিকেল', 'বিকেল', 'সন্ধ্যা', 'সন্ধ্যা', 'রাত']);
  });

  it('joins a range with থেকে, naming the part of the day once when both times share it', () => {
    expect(bengaliSpokenTime(at('15:00'), at('16:30'))).toBe('বিকেল ৩টা থেকে সাড়ে ৪টা');
    expect(bengaliSpokenTime(at('09:30'), at('17:00'))).toBe('সকাল সাড়ে ৯টা থেকে বিকেল ৫টা');
    expect(bengaliSpokenTime(at('10:00'), at('13:30'))).toBe('সকাল ১০টা থেকে দুপুর দেড়টা');
    expect(bengaliSpokenTime(at('18:00'), at('19:45'))).toBe('সন্ধ্যা ৬টা থেকে পৌনে ৮টা');
  });

  it('refuses what is not a time of day', () => {
    expect(() => bengaliSpokenTime(at('24:00'))).toThrow(RangeError);
    expect(() => bengaliSpokenTime(at('12:00'), at('12:60'))).toThrow(RangeError);
  });
});
