import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatTimeLeft, relativeTimeParts, timeLeftParts } from './relativeTime';

const now = new Date('2026-06-15T12:00:00Z');
const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('relative times', () => {
  it('says just now under a minute, then counts whole minutes, hours, days, months and years', () => {
    expect(relativeTimeParts(before(59_000), now)).toEqual({ kind: 'justNow' });
    expect(relativeTimeParts(before(minute), now)).toEqual({ kind: 'relative', value: -1, unit: 'minute' });
    expect(relativeTimeParts(before(59 * minute + 59_000), now)).toEqual({
      kind: 'relative',
      value: -59,
      unit: 'minute',
    });
    expect(relativeTimeParts(before(hour), now)).toEqual({ kind: 'relative', value: -1, unit: 'hour' });
    expect(relativeTimeParts(before(23 * hour + 59 * minute), now)).toEqual({
      kind: 'relative',
      value: -23,
      unit: 'hour',
    });
    expect(relativeTimeParts(before(day), now)).toEqual({ kind: 'relative', value: -1, unit: 'day' });
    expect(relativeTimeParts(before(29 * day), now)).toEqual({ kind: 'relative', value: -29, unit: 'day' });
    // 31 days is past the average month of 30.44 days.
    expect(relativeTimeParts(before(31 * day), now)).toEqual({ kind: 'relative', value: -1, unit: 'month' });
    expect(relativeTimeParts(before(364 * day), now)).toEqual({
      kind: 'relative',
      value: -11,
      unit: 'month',
    });
    expect(relativeTimeParts(before(366 * day), now)).toEqual({ kind: 'relative', value: -1, unit: 'year' });
    expect(relativeTimeParts(before(3 * 366 * day), now)).toEqual({
      kind: 'relative',
      value: -3,
      unit: 'year',
    });
  });

  it('words them in the interface language', () => {
    expect(formatRelativeTime(before(5 * minute), now, 'en-US', 'just now')).toBe('5 minutes ago');
    expect(formatRelativeTime(before(5 * minute), now, 'de', 'gerade eben')).toBe('vor 5 Minuten');
    expect(formatRelativeTime(before(2 * hour), now, 'fr', 'à l’instant')).toBe('il y a 2 heures');
    expect(formatRelativeTime(before(3 * day), now, 'it', 'proprio ora')).toBe('3 giorni fa');
    expect(formatRelativeTime(before(day), now, 'en-GB', 'just now')).toBe('yesterday');
    expect(formatRelativeTime(before(10_000), now, 'en-US', 'just now')).toBe('just now');
  });
});

describe('time left', () => {
  it('counts hours under two days, days beyond, to the nearest whole one, with its own case under an hour', () => {
    const after = (milliseconds: number) => new Date(now.getTime() + milliseconds);
    expect(timeLeftParts(after(59 * minute), now)).toEqual({ kind: 'underAnHour' });
    expect(timeLeftParts(after(-day), now)).toEqual({ kind: 'underAnHour' });
    expect(timeLeftParts(after(hour), now)).toEqual({ kind: 'left', value: 1, unit: 'hour' });
    expect(timeLeftParts(after(hour + 29 * minute), now)).toEqual({ kind: 'left', value: 1, unit: 'hour' });
    expect(timeLeftParts(after(47 * hour + 20 * minute), now)).toEqual({
      kind: 'left',
      value: 47,
      unit: 'hour',
    });
    expect(timeLeftParts(after(2 * day), now)).toEqual({ kind: 'left', value: 2, unit: 'day' });
    // Just after a deletion, with 30 days to keep the project.
    expect(timeLeftParts(after(30 * day - 5_000), now)).toEqual({ kind: 'left', value: 30, unit: 'day' });
    expect(timeLeftParts(after(29 * day + hour), now)).toEqual({ kind: 'left', value: 29, unit: 'day' });
    expect(formatTimeLeft(after(5 * day), now, 'en-US')).toBe('in 5 days');
    expect(formatTimeLeft(after(5 * day), now, 'de')).toBe('in 5 Tagen');
    expect(formatTimeLeft(after(30 * minute), now, 'de')).toBeNull();
  });
});
