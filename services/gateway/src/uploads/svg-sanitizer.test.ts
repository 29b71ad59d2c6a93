import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { fileTypeOfExtension } from './file-types';
import { UploadInspector } from './inspection';
import { sanitizeSvg } from './svg-sanitizer';

const open = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';

// Twelve ways an SVG can carry active content: the four a pattern list caught before and the
// eight that got past it. Each is refused, naming what the sanitizer found.
const activeContent: Array<[string, string, string[]]> = [
  ['a plain <script>', `${open}<script>alert(1)</script></svg>`, ['script']],
  ['an on* event handler', `${open}<rect width="5" height="5" onclick="alert(1)"/></svg>`, ['onclick']],
  ['a javascript: link', `${open}<a href="javascript:alert(1)"><text y="10">go</text></a></svg>`, ['href']],
  [
    'an <iframe> and an <embed>',
    `${open}<iframe src="https://evil.example/"></iframe><embed src="https://evil.example/x.swf"/></svg>`,
    ['iframe', 'embed'],
  ],
  [
    'an entity-encoded javascript: link',
    `${open}<a xlink:href="&#106;avascript:alert(1)"><text y="10">go</text></a></svg>`,
    ['xlink:href'],
  ],
  [
    'a foreignObject holding an iframe srcdoc',
    `${open}<foreignObject width="9" height="9"><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>`,
    ['foreignobject'],
  ],
  [
    'a foreignObject holding a data: URL',
    `${open}<foreignObject width="9" height="9"><iframe src="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>`,
    ['foreignobject'],
  ],
  [
    'a SMIL <set> rewriting a link',
    `${open}<a><set attributeName="href" to="javascript:alert(1)"/><text y="10">go</text></a></svg>`,
    ['set'],
  ],
  [
    'a tab inside javascript:',
    `${open}<a href="java\tscript:alert(1)"><text y="10">go</text></a></svg>`,
    ['href'],
  ],
  [
    'a <script/…> without a space',
    `${open}<script/src="https://evil.example/x.js"></script></svg>`,
    ['script'],
  ],
  ['an external <use href>', `${open}<use href="https://evil.example/sprite.svg#icon"/></svg>`, ['href']],
  [
    'an xml-stylesheet instruction',
    `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>\n${open}<rect width="1" height="1"/></svg>`,
    ['processing instruction'],
  ],
];

describe('sanitizeSvg', () => {
  it.each(activeContent)('refuses %s, naming it', async (_name, text, found) => {
    expect(await sanitizeSvg(text)).toEqual({ kind: 'unsafe', found });
  });

  it('keeps an ordinary drawing intact: paths, gradients, text and references inside the file', async () => {
    const drawing = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- Exported by a drawing program -->',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50">',
      '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox">',
      '<stop offset="0" stop-color="#3060ff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.5"/>',
      '</linearGradient><path id="petal" d="M10 10 C 20 0, 30 0, 40 10 Z"/></defs>',
      '<rect width="100" height="50" fill="url(#sky)"/>',
      '<use href="#petal" x="5"/><use xlink:href="#petal" transform="rotate(45 25 25)"/>',
      '<text x="50" y="40" font-family="serif" text-anchor="middle">Rosa &amp; Lilie</text>',
      '</svg>',
    ].join('\n');
    const result = await sanitizeSvg(drawing);
    expect(result.kind).toBe('clean');
    const text = (result as { text: string }).text;
    expect(text).toContain('viewBox="0 0 100 50"');
    expect(text).toContain(
      '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox">',
    );
    expect(text).toContain('<stop offset="1" stop-color="#ffffff" stop-opacity="0.5"/>');
    expect(text).toContain('<path id="petal" d="M10 10 C 20 0, 30 0, 40 10 Z"/>');
    expect(text).toContain('<rect width="100" height="50" fill="url(#sky)"/>');
    expect(text).toContain('<use href="#petal" x="5"/>');
    expect(text).toContain('<use xlink:href="#petal" transform="rotate(45 25 25)"/>');
    expect(text).toContain(
      '<text x="50" y="40" font-family="serif" text-anchor="middle">Rosa &amp; Lilie</text>',
    );
    // The stored text is well-formed XML a browser shows as an image.
    expect(
      text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
  });

  it("drops a drawing program's own markup without refusing the file", async () => {
    const inkscape =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"' +
      ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" sodipodi:docname="rose.svg">' +
      '<sodipodi:namedview id="view" inkscape:zoom="2"/>' +
      '<g inkscape:label="Layer 1" inkscape:groupmode="layer"><circle cx="5" cy="5" r="4"/></g></svg>';
    expect(await sanitizeSvg(inkscape)).toEqual({
      kind: 'clean',
      text: '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><g><circle cx="5" cy="5" r="4"/></g></svg>\n',
    });
  });

  it("drops Illustrator's editing data kept in a foreignObject, but not a foreignObject holding anything else", async () => {
    const illustrator =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [' +
      '<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:i="&ns_ai;" xmlns:xlink="http://www.w3.org/1999/xlink">' +
      '<switch><foreignObject requiredExtensions="&ns_ai;" x="0" y="0" width="1" height="1">' +
      '<i:pgfRef xlink:href="#adobe_illustrator_pgf"></i:pgfRef></foreignObject>' +
      '<g i:extraneous="self"><rect width="4" height="4" fill="#c03"/></g></switch></svg>';
    expect(await sanitizeSvg(illustrator)).toEqual({
      kind: 'clean',
      text:
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<switch><g><rect width="4" height="4" fill="#c03"/></g></switch></svg>\n',
    });
    const withText = illustrator.replace('</i:pgfRef>', '</i:pgfRef><p>hello</p>');
    expect(await sanitizeSvg(withText)).toEqual({ kind: 'unsafe', found: ['foreignobject'] });
  });

  it('keeps a raster picture embedded in the file and refuses one fetched from elsewhere', async () => {
    const embedded = `${open}<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/></svg>`;
    expect(await sanitizeSvg(embedded)).toMatchObject({ kind: 'clean' });
    expect(
      await sanitizeSvg(
        `${open}<image width="1" height="1" href="https://tracker.example/pixel.png"/></svg>`,
      ),
    ).toEqual({ kind: 'unsafe', found: ['href'] });
  });

  it('never expands entity declarations (the "billion laughs")', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      `${open}<text>&b;</text></svg>`;
    const result = await sanitizeSvg(laughs);
    expect(result.kind).toBe('clean');
    expect((result as { text: string }).text).not.toContain('haha');
  });

  it('answers not-svg when no <svg> element is left', async () => {
    expect(await sanitizeSvg('<!-- <svg></svg> -->')).toEqual({ kind: 'not-svg' });
  });
});

describe('an SVG upload', () => {
  /** What the inspector lets through to blob storage for these chunks of an upload. */
  async function stored(chunks: string[], maxBytes = 1_000_000) {
    const inspector = new UploadInspector(fileTypeOfExtension('svg'), { maxBytes, maxPixels: 1 });
    const received: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        received.push(chunk);
        callback();
      },
    });
    await pipeline(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), inspector, sink);
    return { text: Buffer.concat(received).toString('utf8'), size: inspector.result.size };
  }

  it("stores the sanitizer's output, whatever the chunks the upload arrived in", async () => {
    const { text, size } = await stored([
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:ink',
      'scape="http://www.inkscape.org/namespaces/inkscape"><circle cx="1" cy="1" r="1" inkscape:label="dot"/></svg>',
    ]);
    const expected =
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle cx="1" cy="1" r="1"/></svg>\n';
    expect(text).toBe(expected);
    expect(size).toBe(Buffer.byteLength(expected));
  });

  it('is refused with the content-safety reason, naming what it held', async () => {
    await expect(
      stored([
        '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/>',
        '<script>alert(2)</script></svg>',
      ]),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message:
        'This file violates our content safety rules: it contains onload, script. If you disagree, please contact us.',
      details: { reason: 'content_safety', found: ['onload', 'script'] },
    });
  });

  it('is refused over 10 MB where other files may have 50 MB, since it is parsed whole', async () => {
    const padding = `<!--${'x'.repeat(10 * 1024 * 1024)}-->`;
    const fileLimit = 50 * 1024 * 1024;
    await expect(
      stored(['<svg xmlns="http://www.w3.org/2000/svg">', padding, '</svg>'], fileLimit),
    ).rejects.toMatchObject({
      details: { reason: 'file_too_large', limitBytes: 10 * 1024 * 1024 },
    });
  });
});
