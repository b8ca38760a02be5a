/** A day of the week as Date.getUTCDay() numbers it: 0 is Sunday, 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

type WeekInfo = { firstDay: number };
/** How a browser reads a locale's week: `getWeekInfo()` (Chrome 130+), the older `weekInfo` getter (Safari), or nothing (Firefox). */
export type WeekInfoReader = (locale: Intl.Locale) => WeekInfo | undefined;

const readWeekInfo: WeekInfoReader = (locale) => {
  const withInfo = locale as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  return typeof withInfo.getWeekInfo === 'function' ? withInfo.getWeekInfo() : withInfo.weekInfo;
};

/**
 * Where the week does not start on Monday, by region (CLDR's weekData firstDay, which the browsers'
 * own week information comes from): for browsers that cannot say.
 */
const SUNDAY_REGIONS = new Set(
  'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '),
);
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));
const FRIDAY_REGIONS = new Set(['MV']);

function firstDayOfRegion(region: string | undefined): Weekday {
  if (!region) {
    return 1;
  }
  if (SUNDAY_REGIONS.has(region)) {
    return 0;
  }
  if (SATURDAY_REGIONS.has(region)) {
    return 6;
  }
  return FRIDAY_REGIONS.has(region) ? 5 : 1;
}

/**
 * The first day of the week where the viewer lives (issue 28: a British browser's calendar started
 * on Sunday): the browser's week information for the locale, else the region's from the table above
 * (a language alone takes its likely region: 'en' is American), else Monday, as ISO 8601 has it.
 */
export function firstDayOfWeek(tag: string | undefined, weekInfo: WeekInfoReader = readWeekInfo): Weekday {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag ?? 'en-GB');
  } catch {
    return 1;
  }
  const info = weekInfo(locale);
  if (info && Number.isInteger(info.firstDay) && info.firstDay >= 1 && info.firstDay <= 7) {
    // Intl numbers the days 1 (Monday) to 7 (Sunday).
    return (info.firstDay % 7) as Weekday;
  }
  return firstDayOfRegion(locale.maximize().region);
}

/** The viewer's first day of the week, from the browser's language. */
export function viewerWeekStart(): Weekday {
  return firstDayOfWeek(typeof navigator === 'undefined' ? undefined : navigator.language || undefined);
}
