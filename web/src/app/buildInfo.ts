/**
 * The frontend build this tab runs, compiled in by Vite (see vite.config.ts). The same
 * values are written to dist/ui.meta.json, which the server publishes.
 */
export const buildInfo = {
  version: __ATELIER_BUILD_VERSION__,
  commit: __ATELIER_BUILD_COMMIT__,
};
