/** English weekday and month words as announcements abbreviate them. */

export const WEEKDAY_PATTERN = '(?:sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|sday|nesday|rsday|urday)?';
export const MONTH_PATTERN =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 0 = Sunday ... 6 = Saturday, or null. */
export const weekdayNumber = (word: string | undefined): number | null => {
  const index = WEEKDAYS.indexOf((word ?? '').slice(0, 3).toLowerCase());
  return index >= 0 ? index : null;
};

/** 1 = January ... 12, or null. */
export const monthNumber = (word: string | undefined): number | null => {
  const index = MONTHS.indexOf((word ?? '').slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : null;
};
