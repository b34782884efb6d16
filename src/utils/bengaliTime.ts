import {localeDigits} from './formatNumber';

/** A time of day on the 24-hour clock: `hours` 0 to 23, `minutes` 0 to 59. */
export type ClockTime = {hours: number; minutes: number};

/**
 * The parts of the day a Bengali speaker names before a time, each from its first hour (24-hour
 * clock) to the next one's: ভোর from 4, সকাল from 6, দুপুর from noon, বিকেল from 15, সন্ধ্যা
 * from 18 and রাত from 20 until 4 the next morning.
 */
const dayParts: readonly (readonly [fromHour: number, name: string])[] = [
  [4, 'ভোর'],
  [6, 'সকাল'],
  [12, 'দুপুর'],
  [15, 'বিকেল'],
  [18, 'সন্ধ্যা'],
  [20, 'রাত'],
];

/** The part of the day of an hour (0 to 23): 15 is বিকেল, 2 is রাত (before ভোর, the night goes on). */
function dayPart(hours: number): string {
  let found = 'রাত';
  for (const [fromHour, name] of dayParts) {
    if (hours >= fromHour) found = name;
  }
  return found;
}

/** An hour of the 12-hour clock on which Bengali counts (0 and 12 are both ১২), with টা: `৩টা`. */
function hourWords(hours: number): string {
  return `${localeDigits(String(hours % 12 || 12), 'bn')}টা`;
}

/** The clock reading without its part of the day: `৩টা`, `সোয়া ৩টা`, `সাড়ে ৩টা`, `পৌনে ৪টা`, `৩টা ১০ মিনিট`. */
function clockWords({hours, minutes}: ClockTime): string {
  if (minutes === 0) return hourWords(hours);
  if (minutes === 15) return `সোয়া ${hourWords(hours)}`;
  if (minutes === 30) {
    // Half past one and half past two have words of their own; no one says "সাড়ে ১টা".
    const twelveHour = hours % 12 || 12;
    if (twelveHour === 1) return 'দেড়টা';
    if (twelveHour === 2) return 'আড়াইটা';
    return `সাড়ে ${hourWords(hours)}`;
  }
  if (minutes === 45) return `পৌনে ${hourWords(hours + 1)}`;
  return `${hourWords(hours)} ${localeDigits(String(minutes), 'bn')} মিনিট`;
}

/**
 * A time of day, or a range of two, as Bengali speakers say and Bangladeshi print writes it: the
 * part of the day, the hour of the 12-hour clock in Bengali digits with টা, and the quarters in
 * words, as in `বিকেল ৩টা থেকে সাড়ে ৪টা` for 15:00 to 16:30.
 *
 * - The part of the day: ভোর from 04:00, সকাল from 06:00, দুপুর from 12:00, বিকেল from 15:00,
 *   সন্ধ্যা from 18:00, রাত from 20:00 to 03:59. It is that of the time itself, also before পৌনে
 *   (16:45 is `বিকেল পৌনে ৫টা`).
 * - Minutes: :15 is সোয়া (`সোয়া ৩টা`), :30 সাড়ে (`সাড়ে ৪টা`; 1:30 and 2:30 are `দেড়টা` and
 *   `আড়াইটা`, the words Bengali has for them), :45 পৌনে before the next hour (`পৌনে ৫টা`), any
 *   other minute after the hour (`৩টা ১০ মিনিট`).
 * - A range joins the two times with থেকে, and names the part of the day once when both times
 *   share it (`বিকেল ৩টা থেকে সাড়ে ৪টা`, but `সকাল সাড়ে ৯টা থেকে বিকেল ৫টা`).
 *
 * @param start the time, or the start of the range
 * @param end the end of the range, if it is one
 * @throws RangeError when an hour is not 0 to 23 or a minute not 0 to 59
 */
export function bengaliSpokenTime(start: ClockTime, end?: ClockTime): string {
  for (const {hours, minutes} of end ? [start, end] : [start]) {
    if (!Number.isInteger(hours) || hours < 0 || hours > 23 || !Number.isInteger(minutes) || minutes < 0 || minutes > 59) {
      throw new RangeError(`${hours}:${minutes} is not a time of day (hours 0 to 23, minutes 0 to 59)`);
    }
  }
  const first = `${dayPart(start.hours)} ${clockWords(start)}`;
  if (!end) return first;
  const sameDayPart = dayPart(end.hours) === dayPart(start.hours);
  return `${first} থেকে ${sameDayPart ? '' : `${dayPart(end.hours)} `}${clockWords(end)}`;
}
