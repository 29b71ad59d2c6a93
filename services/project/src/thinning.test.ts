import { describe, expect, it } from 'vitest';
import { isoWeek, versionsToThin, type ThinningCandidate } from './thinning';

// Histories of autosaves as a designer makes them, and what the thinning keeps, worked out by
// hand from the rule: every save of the last 30 days; then the newest version of each UTC day up
// to 90 days old; beyond that the newest of each ISO week (Monday to Sunday); milestones,
// labelled, current and referenced versions for ever. Version ids are their save times.

const minute = 60 * 1000;
const day = 24 * 60 * minute;

interface Marks {
  milestone?: string[];
  label?: string[];
  current?: string[];
  referenced?: string[];
}

/** Saves every `everyMinutes` from `first` to `last` (times of day, UTC) on each day from `fromDay` to `toDay`. */
function saves(fromDay: string, toDay: string, first: string, last: string, everyMinutes: number): string[] {
  const times: string[] = [];
  for (let date = Date.parse(`${fromDay}T00:00:00Z`); date <= Date.parse(`${toDay}T00:00:00Z`); date += day) {
    const dayText = new Date(date).toISOString().slice(0, 10);
    const end = Date.parse(`${dayText}T${last}:00Z`);
    for (let time = Date.parse(`${dayText}T${first}:00Z`); time <= end; time += everyMinutes * minute)
      times.push(new Date(time).toISOString());
  }
  return times;
}

function history(times: string[], marks: Marks = {}): ThinningCandidate[] {
  return times.map((time) => ({
    id: time,
    createdAt: new Date(time),
    milestone: marks.milestone?.includes(time) ?? false,
    label: marks.label?.includes(time) ? 'Named' : null,
    current: marks.current?.includes(time) ?? false,
    referenced: marks.referenced?.includes(time) ?? false,
  }));
}

function kept(versions: ThinningCandidate[], now: string): string[] {
  const gone = new Set(versionsToThin(versions, new Date(now)));
  return versions.map((version) => version.id).filter((id) => !gone.has(id));
}

const at = (text: string) => new Date(text).toISOString();

/** One time on each day from `fromDay` to `toDay`, stepping `stepDays`. */
function daily(fromDay: string, toDay: string, time: string, stepDays = 1): string[] {
  const times: string[] = [];
  for (
    let date = Date.parse(`${fromDay}T${time}:00Z`);
    date <= Date.parse(`${toDay}T${time}:00Z`);
    date += stepDays * day
  )
    times.push(new Date(date).toISOString());
  return times;
}

describe('thinning a project history', () => {
  it('keeps a day of saves every five minutes, all of them, for thirty days', () => {
    const times = saves('2026-11-24', '2026-11-24', '09:00', '17:00', 5);
    expect(times).toHaveLength(97);
    const versions = history(times, { milestone: [at('2026-11-24T11:00Z')] });
    expect(kept(versions, '2026-11-25T12:15:00Z')).toEqual(times);
    // A month later the day is one point, its last save, besides the milestone.
    expect(kept(versions, '2026-12-25T12:15:00Z')).toEqual([
      at('2026-11-24T11:00Z'),
      at('2026-11-24T17:00Z'),
    ]);
  });

  it('keeps a week of hourly saves whole, then the last of each day, then the last of each ISO week', () => {
    const times = saves('2026-11-18', '2026-11-24', '09:00', '17:00', 60);
    expect(times).toHaveLength(63);
    const versions = history(times, { current: [at('2026-11-24T17:00Z')] });
    expect(kept(versions, '2026-11-25T12:15:00Z')).toEqual(times);
    // Six weeks later: seven daily points, 17:00 of Wednesday 18th to Tuesday 24th (the current
    // version is Tuesday's point, so Tuesday's 16:00 goes).
    expect(kept(versions, '2027-01-04T12:15:00Z')).toEqual(daily('2026-11-18', '2026-11-24', '17:00'));
    // Three months later: Wednesday 18th to Sunday 22nd are week 47, Monday 23rd and Tuesday 24th week 48.
    expect(kept(versions, '2027-03-01T12:15:00Z')).toEqual([
      at('2026-11-22T17:00Z'),
      at('2026-11-24T17:00Z'),
    ]);
  });

  it('keeps of a month of half-hourly saves the last thirty days whole and one point a day before, with the milestone, label and current version', () => {
    const times = saves('2026-10-01', '2026-10-31', '09:00', '17:00', 30);
    expect(times).toHaveLength(31 * 17);
    const marks = {
      milestone: [at('2026-10-10T10:00Z')],
      label: [at('2026-10-12T09:30Z')],
      current: [at('2026-10-05T11:00Z')],
    };
    const result = kept(history(times, marks), '2026-11-25T12:15:00Z');
    // Thirty days before is 26 October 12:15: from 12:30 that day every save stays.
    const whole = [
      ...saves('2026-10-26', '2026-10-26', '12:30', '17:00', 30),
      ...saves('2026-10-27', '2026-10-31', '09:00', '17:00', 30),
    ];
    expect(whole).toHaveLength(10 + 5 * 17);
    const expected = [
      ...daily('2026-10-01', '2026-10-25', '17:00'),
      at('2026-10-05T11:00Z'),
      at('2026-10-10T10:00Z'),
      at('2026-10-12T09:30Z'),
      // The older part of 26 October keeps its own newest.
      at('2026-10-26T12:00Z'),
      ...whole,
    ].sort();
    expect(result).toEqual(expected);
    expect(result).toHaveLength(124);
  });

  it('keeps of a year of saves at 10:00 and 16:00 thirty days whole, daily points to ninety days and weekly points before', () => {
    const times = saves('2025-11-26', '2026-11-25', '10:00', '16:00', 6 * 60).filter(
      (time) => time !== at('2026-11-25T16:00Z'),
    );
    expect(times).toHaveLength(365 * 2 - 1);
    const marks = {
      milestone: [at('2026-03-04T10:00Z')],
      label: [at('2026-01-13T10:00Z')],
      referenced: [at('2026-09-15T10:00Z')],
    };
    const result = kept(history(times, marks), '2026-11-25T12:15:00Z');
    // Ninety days before is Thursday 27 August 12:15. Up to there, ISO weeks: the newest save of
    // each is Sunday 16:00 from 30 November 2025 (the first week began on Monday the 24th) to
    // 23 August 2026, and in the week of Monday 24 August, Thursday's 10:00, its last save that
    // old. Then 16:00 of each day to 25 October, 26 October's 10:00 (older than thirty days, its
    // day's only one that old), and every save from its 16:00 on.
    const sundays = daily('2025-11-30', '2026-08-23', '16:00', 7);
    expect(sundays).toHaveLength(39);
    const expected = [
      ...sundays,
      at('2026-08-27T10:00Z'),
      ...daily('2026-08-27', '2026-10-25', '16:00'),
      at('2026-10-26T10:00Z'),
      at('2026-10-26T16:00Z'),
      ...saves('2026-10-27', '2026-11-24', '10:00', '16:00', 6 * 60),
      at('2026-11-25T10:00Z'),
      ...marks.milestone,
      ...marks.label,
      ...marks.referenced,
    ].sort();
    expect(result).toEqual(expected);
    expect(result).toHaveLength(40 + 61 + 60 + 3);
  });

  it('counts a save exactly thirty days old as older, and keeps the later of two saved at once by id', () => {
    const now = '2026-11-25T12:00:00Z';
    const versions = history([
      at('2026-10-26T11:00Z'),
      at('2026-10-26T12:00Z'),
      at('2026-10-26T12:00:00.001Z'),
    ]);
    expect(kept(versions, now)).toEqual([at('2026-10-26T12:00Z'), at('2026-10-26T12:00:00.001Z')]);
    const twins: ThinningCandidate[] = ['a', 'b'].map((id) => ({
      id,
      createdAt: new Date('2026-01-01T10:00:00Z'),
      milestone: false,
      label: null,
      current: false,
      referenced: false,
    }));
    expect(versionsToThin(twins, new Date(now))).toEqual(['a']);
  });

  it('names ISO weeks across the turn of the year as ISO 8601 does', () => {
    expect(isoWeek(new Date('2025-12-28T23:59:59Z'))).toBe('2025-W52');
    expect(isoWeek(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-03T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01');
    expect(isoWeek(new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
  });
});
