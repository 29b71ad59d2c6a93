import { z } from 'zod';

/** GET /ui.meta.json: the frontend build the server currently serves. */
export const uiMetaSchema = z.object({
  version: z.string(),
  commit: z.string(),
});

export type UiMeta = z.infer<typeof uiMetaSchema>;
