import { describe, expect, it } from 'vitest';
import { continuedStretch, type NewSave, type PreviousSave } from './stretches';

const ada = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';
const tenMinutes = 10 * 60 * 1000;

const previous: PreviousSave = {
  id: 'v7',
  stretchId: 'v5',
  createdBy: ada,
  editingSession: 'tab-1',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  milestone: false,
  label: null,
};
const save: NewSave = {
  createdBy: ada,
  editingSession: 'tab-1',
  createdAt: new Date('2026-11-20T10:09:59Z'),
  milestone: false,
  label: null,
};

describe('which editing stretch a save belongs to', () => {
  it('continues the stretch of the previous save by the same person from the same tab before the pause', () => {
    expect(continuedStretch(previous, save, tenMinutes)).toBe('v5');
  });

  it('continues from a previous save that started its stretch, naming that save', () => {
    expect(continuedStretch({ ...previous, id: 'v7', stretchId: 'v7' }, save, tenMinutes)).toBe('v7');
  });

  it('starts a new stretch after a pause of ten minutes or more', () => {
    expect(
      continuedStretch(previous, { ...save, createdAt: new Date('2026-11-20T10:10:00Z') }, tenMinutes),
    ).toBe(undefined);
    expect(continuedStretch(previous, save, 5 * 60 * 1000)).toBe(undefined);
  });

  it('starts a new stretch when another tab or another person saves', () => {
    expect(continuedStretch(previous, { ...save, editingSession: 'tab-2' }, tenMinutes)).toBe(undefined);
    expect(continuedStretch(previous, { ...save, createdBy: bob }, tenMinutes)).toBe(undefined);
  });

  it('starts a new stretch when the tab is unknown on either side', () => {
    expect(continuedStretch(previous, { ...save, editingSession: '' }, tenMinutes)).toBe(undefined);
    expect(continuedStretch({ ...previous, editingSession: null }, save, tenMinutes)).toBe(undefined);
    expect(
      continuedStretch({ ...previous, editingSession: null }, { ...save, editingSession: '' }, tenMinutes),
    ).toBe(undefined);
  });

  it('keeps a milestone or a labelled version out of any stretch that follows or it would join', () => {
    expect(continuedStretch({ ...previous, milestone: true }, save, tenMinutes)).toBe(undefined);
    expect(continuedStretch({ ...previous, label: 'Sent to client' }, save, tenMinutes)).toBe(undefined);
    expect(continuedStretch(previous, { ...save, milestone: true }, tenMinutes)).toBe(undefined);
    expect(continuedStretch(previous, { ...save, label: 'Final' }, tenMinutes)).toBe(undefined);
  });

  it('starts a stretch when there is no previous version', () => {
    expect(continuedStretch(undefined, save, tenMinutes)).toBe(undefined);
  });
});
