// Types of the parts of the `dxf` parser the tests use (the package ships none).
declare module 'dxf' {
  export interface ParsedDxf {
    header: Record<string, unknown> & { insUnits?: number };
    tables: { layers: Record<string, { name: string; colorNumber?: number }> };
    entities: Record<string, unknown>[];
  }
  export function parseString(text: string): ParsedDxf;
}
