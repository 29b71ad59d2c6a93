import { describe, expect, it } from 'vitest';
import { exportFileName } from './jobs';

describe('exportFileName', () => {
  it('names a file after the project and the export node', () => {
    expect(exportFileName('Rose patch', 'export1', 'DST')).toBe('Rose-patch-export1.dst');
  });

  it('keeps letters of any script and drops what a file system or a header would choke on', () => {
    expect(exportFileName('Größe / "Kappe"\n', 'n:1', 'pes')).toBe('Größe-Kappe-n1.pes');
  });

  it('names an unnamed project Untitled', () => {
    expect(exportFileName('  ', '', 'png')).toBe('Untitled-export.png');
  });
});
