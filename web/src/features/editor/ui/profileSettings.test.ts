import { describe, expect, it } from 'vitest';
import { editorSettingsFromProfile } from './profileSettings';

describe('editorSettingsFromProfile', () => {
  it('takes every editor setting from the profile', () => {
    expect(
      editorSettingsFromProfile({
        showGrid: false,
        gridSize: 32,
        connectionAssistant: false,
        showComments: false,
        pointSize: 12,
        vectorStrokeWidth: 2.5,
        pointStrokeColour: '#FF0000',
        pointInnerColour: '#00ff00',
        sidebarStyle: 'floating',
        previewBackground: 'solid',
        saving: 'manual',
        spacing: 100,
      }),
    ).toEqual({
      gridEnabled: false,
      gridSize: 32,
      connectionAssistant: false,
      showComments: false,
      pointStyle: {
        pointSize: 12,
        vectorStrokeWidth: 2.5,
        pointStrokeColour: '#FF0000',
        pointInnerColour: '#00ff00',
      },
      sidebarStyle: 'floating',
      previewBackground: 'solid',
      spacing: 100,
      automaticSaving: false,
    });
  });

  it('falls back to the defaults for missing, mistyped and out-of-range values', () => {
    const fallback = {
      gridEnabled: true,
      gridSize: 20,
      connectionAssistant: true,
      showComments: true,
      pointStyle: {
        pointSize: 6,
        vectorStrokeWidth: 1,
        pointStrokeColour: '#3d7eff',
        pointInnerColour: '#ffffff',
      },
      sidebarStyle: 'solid',
      previewBackground: 'checkerboard',
      spacing: 40,
      automaticSaving: true,
    };
    expect(editorSettingsFromProfile(undefined)).toEqual(fallback);
    expect(
      editorSettingsFromProfile({
        gridSize: 2.5,
        pointSize: 0,
        vectorStrokeWidth: 21,
        pointStrokeColour: 'red',
        pointInnerColour: '#12345',
        sidebarStyle: 'sideways',
        previewBackground: 'plaid',
        showComments: 'no',
        saving: 'sometimes',
        spacing: -5,
      }),
    ).toEqual(fallback);
  });
});
