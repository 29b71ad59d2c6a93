// Module resolution inside a virtual user's thread: k6's modules resolve to the Node shim, so a
// k6 script runs unchanged. A k6 module the shim lacks fails at import, saying so.
const shims = {
  k6: './shim/k6.ts',
  'k6/http': './shim/http.ts',
  'k6/metrics': './shim/metrics.ts',
  'k6/encoding': './shim/encoding.ts',
};

export async function resolve(specifier, context, next) {
  if (Object.hasOwn(shims, specifier)) return next(new URL(shims[specifier], import.meta.url).href, context);
  if (specifier === 'k6' || specifier.startsWith('k6/'))
    throw new Error(`${specifier} is not implemented by the Node shim of k6 (loadtest/src/k6-node)`);
  return next(specifier, context);
}
