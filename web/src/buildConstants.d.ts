// Replaced at build time by vite.config.ts (define), from the same values it writes to
// dist/ui.meta.json.
declare const __ATELIER_BUILD_VERSION__: string;
declare const __ATELIER_BUILD_COMMIT__: string;
