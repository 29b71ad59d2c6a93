import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/** What the served frontend says about itself at /ui.meta.json. */
interface FrontendMeta {
  version: string;
  commit: string;
}

function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The version a build carries. ATELIER_BUILD_VERSION and ATELIER_BUILD_COMMIT win when set
 * (a release pipeline names its builds); otherwise the package version plus the build time
 * makes every build distinct, so an open tab notices any redeploy, not only version bumps.
 */
function readFrontendMeta(packageJsonPath: string, now = new Date()): FrontendMeta {
  const packageVersion = (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string }).version;
  const timestamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return {
    version: process.env.ATELIER_BUILD_VERSION ?? `${packageVersion}+${timestamp}`,
    commit: process.env.ATELIER_BUILD_COMMIT ?? currentCommit(),
  };
}

const webDirectory = fileURLToPath(new URL('.', import.meta.url));
const frontendMeta = readFrontendMeta(fileURLToPath(new URL('./package.json', import.meta.url)));

// The first path segment of every REST call in the spec's call list. /templates and
// /folder are screens as well as API paths, so a browser asking for HTML gets the app.
const apiPrefixes = [
  '/user',
  '/user-template',
  '/node',
  '/project',
  '/file',
  '/edenai',
  '/assets',
  '/folder',
  '/templates',
  '/order',
  '/job',
  '/images',
  '/printful',
  '/stripe',
  '/rsections',
  '/relements',
  // The one-machine dev mailbox page (only there when no SMTP server is configured).
  '/dev/mailbox',
];

// Pages the server renders itself: Google sign-in runs through them as page navigations.
const serverPages = ['/user/google/start', '/user/google/callback', '/dev/mailbox'];

const apiProxy: ProxyOptions = {
  target: 'http://127.0.0.1:8080',
  changeOrigin: false,
  bypass(request) {
    if (serverPages.some((page) => request.url?.startsWith(page))) return undefined;
    if (request.headers.accept?.includes('text/html')) return '/index.html';
    return undefined;
  },
};

/**
 * Writes ui.meta.json next to the build and serves the same document in development, so
 * the version the bundle was compiled with (__ATELIER_BUILD_VERSION__) and the version the
 * server announces always come from one place. The server only has to serve the file.
 */
function frontendMetaPlugin(meta: FrontendMeta): Plugin {
  const body = `${JSON.stringify(meta, null, 2)}\n`;
  return {
    name: 'atelier-frontend-meta',
    configureServer(server) {
      server.middlewares.use('/ui.meta.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'ui.meta.json', source: body });
    },
  };
}

export default defineConfig({
  root: webDirectory,
  plugins: [react(), frontendMetaPlugin(frontendMeta)],
  define: {
    __ATELIER_BUILD_VERSION__: JSON.stringify(frontendMeta.version),
    __ATELIER_BUILD_COMMIT__: JSON.stringify(frontendMeta.commit),
  },
  resolve: {
    // The workspace root holds a second React for other packages; one copy must serve the
    // app, or hooks inside Radix and react-redux would run against a different React.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    // Whole path segments only: a plain '/node' prefix would also capture /node_modules.
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [`^${prefix}(?:[/?]|$)`, apiProxy])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for reading stack traces, without the comment that would point browsers
    // at them; the gateway refuses to serve any .map file (services/gateway/src/static-web.ts).
    sourcemap: 'hidden',
    // The vendor chunk (React DOM, router, Redux Toolkit, zod, Radix, i18next) is about 210 kB
    // gzipped and the editor's library chunk about 260 kB (900 kB minified, loaded only by the
    // editor); screens are what should be split, lazily, as they arrive.
    chunkSizeWarningLimit: 950,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: a separate chunk stays cached
        // across deployments. The editor's libraries (pixi.js and what only it uses, and the
        // font and polygon libraries its previews measure drawings with) are a chunk of their own
        // that only the editor loads; Vite's small preload helper, which every lazy screen calls,
        // gets its own chunk too, or it would land in (and drag in) another one.
        codeSplitting: {
          groups: [
            { name: 'preload', test: /preload-helper/, priority: 3 },
            {
              name: 'editor',
              test: /node_modules[\\/](pixi\.js|@pixi|earcut|eventemitter3|parse-svg-path|gifuct-js|ismobilejs|tiny-lru|@xmldom|opentype\.js|clipper2-ts)[\\/]/,
              priority: 2,
            },
            // three.js and the 3D editor's libraries stay out of it: they are reached only
            // through dynamic imports and load with the first 3D scene (a group of their own
            // would also take in React, which they depend on, and so load at once).
            // zod's settings (src/schemaSettings.ts: no code generated at run time, which the
            // Content-Security-Policy forbids) go in with zod, right after it, so they apply
            // before any chunk builds a schema at its top level.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(three|three-stdlib|three-mesh-bvh|@react-three|@pmndrs|@monogrid|@mediapipe|@use-gesture|camera-controls|maath|meshline|troika-three-text|troika-three-utils|troika-worker-utils|hls\.js|detect-gpu|stats\.js|stats-gl|glsl-noise|tunnel-rat|suspend-react|its-fine|react-use-measure|react-reconciler|zustand|potpack|bidi-js|webgl-sdf-generator|@gltf-transform)[\\/])|[\\/]src[\\/]schemaSettings\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
