import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergePatches, ProfileSaver, type ProfilePatch } from './profileSaver';

describe('ProfileSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends nothing before 2000 ms of quiet, then one merged request', async () => {
    const sent: ProfilePatch[] = [];
    const saver = new ProfileSaver();
    saver.connect(async (patch) => {
      sent.push(patch);
    });
    saver.queue({ first_name: 'Ada' });
    await vi.advanceTimersByTimeAsync(1500);
    saver.queue({ settings: { theme: 'light' } });
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toEqual([]);
    expect(saver.currentStatus()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ first_name: 'Ada', settings: { theme: 'light' } }]);
    expect(saver.currentStatus()).toBe('saved');
  });

  it('reports a failure and retries the same changes with the next one', async () => {
    const sent: ProfilePatch[] = [];
    let fail = true;
    const saver = new ProfileSaver();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    saver.connect(async (patch) => {
      sent.push(patch);
      if (fail) throw new Error('offline');
    });
    saver.queue({ settings: { gridSize: 10 } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(saver.currentStatus()).toBe('failed');
    fail = false;
    saver.queue({ settings: { showGrid: false } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.at(-1)).toEqual({ settings: { gridSize: 10, showGrid: false } });
    expect(saver.currentStatus()).toBe('saved');
  });
});

describe('mergePatches', () => {
  it('merges settings and their ui key by key, later values winning', () => {
    expect(
      mergePatches(
        { settings: { theme: 'dark', ui: { tooltipsDisabled: true } } },
        { settings: { theme: 'light', language: 'fr' } },
      ),
    ).toEqual({ settings: { theme: 'light', language: 'fr', ui: { tooltipsDisabled: true } } });
  });
});
