// Types of the knitout format authors' JavaScript writer (npm `knitout`), as the tests use it.
declare module 'knitout' {
  export class Writer {
    constructor(options: { carriers: string[] });
    addHeader(name: string, value: string): void;
    _operations: string[];
    [operation: string]: unknown;
  }
}
