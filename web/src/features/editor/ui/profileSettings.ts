// The profile settings the editor follows (spec section 2: point styling, workflow grid, node
// connection assistant, sidebar style, comments, preview background, spacing, saving), read
// defensively: a missing or out-of-range value falls back to the editor's default rather than
// breaking it.
import type { ProfileSettings } from '../../auth/currentUser';
import { defaultGridSize, defaultSpacing } from '../core/constants';
import type { EditorSettings, PreviewBackground } from '../core/editor';
import { defaultPointStyle } from '../preview/drawing';

export interface EditorProfileSettings extends EditorSettings {
  sidebarStyle: 'solid' | 'floating';
  /** False when the profile saves manually: only Save and ctrl/cmd + S save. */
  automaticSaving: boolean;
}

const previewBackgrounds: readonly PreviewBackground[] = ['solid', 'checkerboard', 'animatedCheckerboard'];

export function editorSettingsFromProfile(settings: ProfileSettings | undefined): EditorProfileSettings {
  /** The setting when it is a number from minimum to maximum (a whole one if asked), else the fallback. */
  const number = (key: string, minimum: number, maximum: number, fallback: number, whole = false) => {
    const value = settings?.[key];
    return typeof value === 'number' &&
      value >= minimum &&
      value <= maximum &&
      (!whole || Number.isInteger(value))
      ? value
      : fallback;
  };
  const colour = (key: 'pointStrokeColour' | 'pointInnerColour') => {
    const value = settings?.[key];
    return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : defaultPointStyle[key];
  };
  const background = settings?.['previewBackground'];
  return {
    gridEnabled: settings?.['showGrid'] !== false,
    gridSize: number('gridSize', 4, 200, defaultGridSize, true),
    connectionAssistant: settings?.['connectionAssistant'] !== false,
    showComments: settings?.['showComments'] !== false,
    pointStyle: {
      pointSize: number('pointSize', 1, 40, defaultPointStyle.pointSize),
      vectorStrokeWidth: number('vectorStrokeWidth', 0.1, 20, defaultPointStyle.vectorStrokeWidth),
      pointStrokeColour: colour('pointStrokeColour'),
      pointInnerColour: colour('pointInnerColour'),
    },
    sidebarStyle: settings?.['sidebarStyle'] === 'floating' ? 'floating' : 'solid',
    automaticSaving: settings?.['saving'] !== 'manual',
    spacing: number('spacing', 0, 400, defaultSpacing, true),
    previewBackground: previewBackgrounds.includes(background as PreviewBackground)
      ? (background as PreviewBackground)
      : 'checkerboard',
  };
}
