import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition, jobFileUrl, zipEntries, zipNameOf } from './download';

describe('job file downloads', () => {
  it('address a job file on the gateway', () => {
    expect(jobFileUrl('8f0c', 'a1')).toBe('/job/8f0c/file/a1');
  });

  it('take the file name the server sends, preferring the UTF-8 one', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Rose-patch-export1.dst"; filename*=UTF-8''Ros%C3%A9-patch-export1.dst`,
      ),
    ).toBe('Rosé-patch-export1.dst');
    expect(fileNameFromContentDisposition('attachment; filename="worksheet \\"A\\".pdf"')).toBe(
      'worksheet "A".pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=plain.svg')).toBe('plain.svg');
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });

  it('zip every file under its own name, numbering a repeated one', () => {
    const zipped = zipSync(
      zipEntries([
        { name: 'star.svg', bytes: strToU8('<svg/>') },
        { name: 'star.svg', bytes: strToU8('<svg id="2"/>') },
        { name: 'star.dst', bytes: new Uint8Array([1, 2, 3]) },
      ]),
    );
    const files = unzipSync(zipped);
    expect(Object.keys(files).sort()).toEqual(['star-2.svg', 'star.dst', 'star.svg']);
    expect(strFromU8(files['star.svg']!)).toBe('<svg/>');
    expect(strFromU8(files['star-2.svg']!)).toBe('<svg id="2"/>');
    expect([...files['star.dst']!]).toEqual([1, 2, 3]);
  });

  it('name the zip after the job', () => {
    expect(zipNameOf({ name: 'Rose patch: all files' })).toBe('Rose-patch-all-files.zip');
    expect(zipNameOf({ name: '' })).toBe('job.zip');
  });
});
