// The renderer: a scene drawn with three.js on a WebGL context, in a page or a worker.
export {};
