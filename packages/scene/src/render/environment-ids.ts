// The environments the renderer lights scenes with, by id; 'none' lights with the scene's own
// lights only. Each is a CC0 HDRI (see ./environments.ts for where it comes from).
export const rendererEnvironmentIds = [
  'none',
  'studio',
  'city',
  'sunset',
  'forest',
  'warehouse',
  'park',
] as const;

export type RendererEnvironmentId = (typeof rendererEnvironmentIds)[number];

export function isRendererEnvironmentId(id: string): id is RendererEnvironmentId {
  return (rendererEnvironmentIds as readonly string[]).includes(id);
}
