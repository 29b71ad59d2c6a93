import type { DOMPurify } from 'dompurify';

/**
 * SVG uploads go through DOMPurify's SVG allowlist on a server-side DOM (jsdom), because an SVG
 * is a document that can carry scripts, event handlers, links, animations that rewrite links,
 * embedded HTML and references to other documents, in more spellings than any list of
 * forbidden patterns can follow. What is stored is always the sanitizer's output, serialized
 * as XML; an upload from which the sanitizer had to take active content is refused as well,
 * naming what it held, so the person learns why their file would not look as they made it.
 */

/** The most an SVG may weigh: it is parsed whole into a DOM, which takes many times its size. */
export const svgMaximumBytes = 10 * 1024 * 1024;

export type SvgSanitizing =
  | { kind: 'clean'; text: string }
  /** Active content was found; `found` names each kind once, such as "script" or "onload". */
  | { kind: 'unsafe'; found: string[] }
  /** After sanitizing, no `<svg>` document element is left. */
  | { kind: 'not-svg' };

/**
 * What the sanitizer may drop without refusing the file: the private markup drawing programs
 * write (Inkscape's `inkscape:*` and `sodipodi:*`, Illustrator's `i:*`, their namespace
 * declarations). These are prefixed names outside SVG's own `xlink:` and `xml:`. Dropping them
 * changes nothing a viewer shows; everything else the allowlist removes refuses the upload.
 */
function isEditorMetadata(name: string): boolean {
  const colon = name.indexOf(':');
  if (colon <= 0) return false;
  const prefix = name.slice(0, colon).toLowerCase();
  return prefix !== 'xlink' && prefix !== 'xml';
}

/**
 * Illustrator keeps its editing data in a `<foreignObject>` inside a `<switch>`, holding only
 * its own `i:` elements. The sanitizer drops such an element with all it holds, so nothing of it
 * is stored; it refuses the file only when the element held anything else.
 */
function holdsOnlyEditorMetadata(element: Element): boolean {
  if ((element.textContent ?? '').trim() !== '') return false;
  return [...element.querySelectorAll('*')].every((child) => isEditorMetadata(child.nodeName));
}

// A same-document reference (`#id`), the only kind `<use>`, gradients, patterns, filters and
// text paths may make: another document could bring its own scripts or track who views it.
const fragmentReference = /^#[^\s]*$/;
// Raster pictures embedded in the file itself, which an `<image>` may show.
const embeddedRaster = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

interface Purifier {
  purify: DOMPurify;
  serializer: XMLSerializer;
}

let purifier: Promise<Purifier> | undefined;

/** One DOMPurify on one jsdom window, made on the first SVG upload (jsdom takes a while to load). */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      if (data.attrName !== 'href' && data.attrName !== 'xlink:href') return;
      const value = data.attrValue.trim();
      const element = node.nodeName.toLowerCase();
      // Links keep DOMPurify's own URL check (no javascript:, data: and the like).
      if (element === 'a') return;
      if (fragmentReference.test(value)) return;
      if (element === 'image' && embeddedRaster.test(value)) return;
      data.keepAttr = false;
    });
    return { purify, serializer: new window.XMLSerializer() };
  })();
  return purifier;
}

/**
 * The SVG's text sanitized by the allowlist, or why it is refused. Processing instructions
 * other than the XML declaration (`<?xml-stylesheet …?>` can apply XSLT) and the document type
 * (whose entity declarations the HTML parser below never expands) do not survive parsing; a
 * stylesheet instruction refuses the file, a document type is dropped.
 */
export async function sanitizeSvg(text: string): Promise<SvgSanitizing> {
  const source = text.replace(/^\uFEFF/, '');
  const found = new Set<string>();
  if (/<\?(?!xml\s)/i.test(source)) found.add('processing instruction');

  const { purify, serializer } = await loadPurifier();
  const fragment = purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // DOMPurify leaves <use> out because it can pull in another document; the hook above lets
    // it point only inside this one.
    ADD_TAGS: ['use'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const removal of purify.removed) {
    if ('element' in removal) {
      const name = removal.element.nodeName.toLowerCase();
      // DOMPurify reports the <body> it parsed the text into; comments say nothing.
      if (name === 'body' || name === '#comment' || isEditorMetadata(name)) continue;
      if (name === 'foreignobject' && holdsOnlyEditorMetadata(removal.element as Element)) continue;
      found.add(name);
    } else if (removal.attribute) {
      const name = removal.attribute.name.toLowerCase();
      if (!isEditorMetadata(name)) found.add(name);
    }
  }
  if (found.size > 0) return { kind: 'unsafe', found: [...found] };

  const elements = [...fragment.childNodes].filter((node) => node.nodeType === 1);
  const root = elements[0];
  if (elements.length !== 1 || root?.nodeName.toLowerCase() !== 'svg') return { kind: 'not-svg' };
  const serialized = serializer.serializeToString(root);
  return { kind: 'clean', text: `<?xml version="1.0" encoding="UTF-8"?>\n${serialized}\n` };
}
