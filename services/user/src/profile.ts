import { supportedLanguages } from '@atelier/i18n';
import { z } from 'zod';

/**
 * The profile and settings a user can change (spec section 3), checked field by field: a
 * profile is read on every start of the web app, so nothing unknown or oversized gets in.
 * The e-mail is read-only (changeable only through support) and is not part of it.
 */

const name = (maximum: number) => z.string().trim().max(maximum, `must be at most ${maximum} characters`);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1a2b3c');

export const yarnbookSchema = z.strictObject({
  id: z.string().max(100),
  name: name(100),
  /** Yarns of the book: a name and a colour each. */
  yarns: z
    .array(z.strictObject({ name: name(100), colour }))
    .max(200, 'must hold at most 200 yarns')
    .default([]),
});

export const settingsSchema = z.strictObject({
  theme: z.enum(['dark', 'light']),
  language: z.enum(supportedLanguages),
  wasWelcomed: z.boolean(),
  /** Ids of hints the user has dismissed. */
  hints: z.array(z.string().max(100)).max(500, 'must hold at most 500 hints'),
  /** Where the account was made: web, frame (the embeddable login) or desktop. */
  registration_source: z.enum(['web', 'frame', 'desktop']),
  ui: z.strictObject({ tooltipsDisabled: z.boolean() }),
  previewBackground: z.enum(['solid', 'checkerboard', 'animatedCheckerboard']),
  gridSize: z.number().int().min(4).max(200),
  showGrid: z.boolean(),
  pointSize: z.number().min(1).max(40),
  pointStrokeColour: colour,
  pointInnerColour: colour,
  vectorStrokeWidth: z.number().min(0.1).max(20),
  /** Gap between nodes placed by the editor, in pixels. */
  spacing: z.number().int().min(0).max(400),
  /** Save the project automatically after each change. */
  saving: z.enum(['automatic', 'manual']),
  connectionAssistant: z.boolean(),
  sidebarStyle: z.enum(['solid', 'floating']),
  showComments: z.boolean(),
});

export type Settings = z.infer<typeof settingsSchema>;

/** What a new account starts with; dark theme is the default (spec section 9). */
export const defaultSettings: Settings = {
  theme: 'dark',
  language: 'en-US',
  wasWelcomed: false,
  hints: [],
  registration_source: 'web',
  ui: { tooltipsDisabled: false },
  previewBackground: 'checkerboard',
  gridSize: 20,
  showGrid: true,
  pointSize: 6,
  pointStrokeColour: '#3d7eff',
  pointInnerColour: '#ffffff',
  vectorStrokeWidth: 1,
  spacing: 40,
  saving: 'automatic',
  connectionAssistant: true,
  sidebarStyle: 'solid',
  showComments: true,
};

/**
 * One update: every field optional, settings merged key by key into the stored ones, so two
 * tabs saving different settings do not undo each other.
 */
export const profileUpdateSchema = z.strictObject({
  first_name: name(100).optional(),
  last_name: name(100).optional(),
  company_name: name(200).optional(),
  company_settings: z
    .strictObject({ yarnbooks: z.array(yarnbookSchema).max(50, 'must hold at most 50 yarnbooks') })
    .optional(),
  settings: settingsSchema.partial().optional(),
  // Sent back by clients that echo the whole profile; read-only, so ignored.
  email: z.unknown().optional(),
  default_settings: z.unknown().optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
