// Node-only entry (`@atelier/raster/node`): codecs that need native modules. Browser code
// imports `@atelier/raster` and never loads this file.
export { createSharpCodec } from './codecs/sharp-codec';
export type { SharpCodecOptions } from './codecs/sharp-codec';
