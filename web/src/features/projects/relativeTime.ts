/**
 * Relative times as the spec lists them (section 9): minutes, hours, days, months and years
 * ago; and the time left before something happens, in hours and days, with its own text under
 * one hour. Worked out here as numbers and units; Intl.RelativeTimeFormat words them in the
 * interface language, so "vor 5 Minuten" and "il y a 5 minutes" come out right.
 */

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

export type RelativeTime = { kind: 'justNow' } | { kind: 'relative'; value: number; unit: RelativeUnit };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
// Average month and year lengths of the Gregorian calendar.
const month = 30.436875 * day;
const year = 365.2425 * day;

/** How long ago (negative values) or ahead `then` is from `now`, in the largest whole unit. */
export function relativeTimeParts(then: Date, now: Date): RelativeTime {
  const difference = then.getTime() - now.getTime();
  const distance = Math.abs(difference);
  const sign = difference < 0 ? -1 : 1;
  if (distance < minute) return { kind: 'justNow' };
  const [unit, length]: [RelativeUnit, number] =
    distance < hour
      ? ['minute', minute]
      : distance < day
        ? ['hour', hour]
        : distance < month
          ? ['day', day]
          : distance < year
            ? ['month', month]
            : ['year', year];
  return { kind: 'relative', value: sign * Math.floor(distance / length), unit };
}

export function formatRelativeTime(then: Date, now: Date, language: string, justNow: string): string {
  const parts = relativeTimeParts(then, now);
  if (parts.kind === 'justNow') return justNow;
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(parts.value, parts.unit);
}

export type TimeLeft = { kind: 'underAnHour' } | { kind: 'left'; value: number; unit: 'hour' | 'day' };

/**
 * Time until `deadline`: hours under two days, days beyond, each rounded to the nearest whole
 * one (just after deleting, 30 days are left, not 29); a case of its own under an hour.
 */
export function timeLeftParts(deadline: Date, now: Date): TimeLeft {
  const remaining = deadline.getTime() - now.getTime();
  if (remaining < hour) return { kind: 'underAnHour' };
  if (remaining < 2 * day) return { kind: 'left', value: Math.round(remaining / hour), unit: 'hour' };
  return { kind: 'left', value: Math.round(remaining / day), unit: 'day' };
}

/** "in 5 days", "in 3 hours" in the interface language; null under an hour (the caller has a text for it). */
export function formatTimeLeft(deadline: Date, now: Date, language: string): string | null {
  const parts = timeLeftParts(deadline, now);
  if (parts.kind === 'underAnHour') return null;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(parts.value, parts.unit);
}
