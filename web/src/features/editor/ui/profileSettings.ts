// The profile settings the editor follows (spec section 2: point styling, workflow grid, node
// connection assistant, sidebar style, comments, preview background, spacing, saving), read defensively: a
// missing or out-of-range value falls back to the editor's default rather than breaking it.
import type { ProfileSettings } from '../../auth/currentUser';
import type { EditorSettings, PreviewBackground } from '../core/editor';
import { defaultSpacing } from '../core/constants';
import { defaultPointStyle, type PointStyle } from '../preview/drawing';

export interface EditorProfileSettings extends Omit<EditorSettings, 'gridSize'> {
  /** Absent when the profile has none: the editor keeps its own default. */
  gridSize: number | undefined;
  sidebarStyle: 'solid' | 'floating';
  /** False when the profile saves manually: only Save and ctrl/cmd + S save. */
  automaticSaving: boolean;
}

const previewBackgrounds: readonly PreviewBackground[] = ['solid', 'checkerboard', 'animatedCheckerboard'];

export function editorSettingsFromProfile(settings: ProfileSettings | undefined): EditorProfileSettings {
  const gridSize = settings?.['gridSize'];
  const background = settings?.['previewBackground'];
  const spacing = settings?.['spacing'];
  return {
    gridEnabled: settings?.['showGrid'] !== false,
    gridSize:
      typeof gridSize === 'number' && Number.isInteger(gridSize) && gridSize >= 4 && gridSize <= 200
        ? gridSize
        : undefined,
    connectionAssistant: settings?.['connectionAssistant'] !== false,
    showComments: settings?.['showComments'] !== false,
    pointStyle: pointStyleFromProfile(settings),
    sidebarStyle: settings?.['sidebarStyle'] === 'floating' ? 'floating' : 'solid',
    automaticSaving: settings?.['saving'] !== 'manual',
    spacing:
      typeof spacing === 'number' && Number.isInteger(spacing) && spacing >= 0 && spacing <= 400
        ? spacing
        : defaultSpacing,
    previewBackground: previewBackgrounds.includes(background as PreviewBackground)
      ? (background as PreviewBackground)
      : 'checkerboard',
  };
}

function pointStyleFromProfile(settings: ProfileSettings | undefined): PointStyle {
  const number = (key: 'pointSize' | 'vectorStrokeWidth', minimum: number, maximum: number) => {
    const value = settings?.[key];
    return typeof value === 'number' && value >= minimum && value <= maximum ? value : defaultPointStyle[key];
  };
  const colour = (key: 'pointStrokeColour' | 'pointInnerColour') => {
    const value = settings?.[key];
    return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : defaultPointStyle[key];
  };
  return {
    pointSize: number('pointSize', 1, 40),
    vectorStrokeWidth: number('vectorStrokeWidth', 0.1, 20),
    pointStrokeColour: colour('pointStrokeColour'),
    pointInnerColour: colour('pointInnerColour'),
  };
}
