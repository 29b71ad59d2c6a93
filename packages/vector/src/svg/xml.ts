import { VectorError } from '../errors';

// A small, non-validating XML reader for SVG files (XML 1.0, W3C 2008): elements, attributes,
// text, CDATA, comments, processing instructions, a DOCTYPE with internal entity declarations, and
// character and entity references. No external entities are fetched and internal ones expand only
// once, so neither network access nor an entity bomb is possible.

export interface XmlElement {
  /** The tag name without a namespace prefix (`svg:path` reads as `path`). */
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
}

export interface XmlText {
  readonly text: string;
}

export type XmlNode = XmlElement | XmlText;

export function isElement(node: XmlNode): node is XmlElement {
  return 'name' in node;
}

/** The largest document read, in characters, and the most elements in it. */
export const maximumDocumentLength = 50_000_000;
export const maximumElements = 500_000;

const predefinedEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

interface MutableElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

const tagName = /[^\s/>]+/y;
const attributePattern = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/y;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** Parses an XML document and returns its root element. */
export function parseXml(source: string): XmlElement {
  if (typeof source !== 'string') throw new VectorError('invalid-svg', 'The SVG file is not text');
  if (source.length > maximumDocumentLength) {
    throw new VectorError(
      'too-complex',
      `The SVG file is larger than ${maximumDocumentLength / 1_000_000} MB`,
    );
  }
  const entities: Record<string, string> = { ...predefinedEntities };
  let position = 0;
  let elementCount = 0;
  const stack: MutableElement[] = [];
  let root: MutableElement | undefined;

  const fail = (reason: string): never => {
    const line = source.slice(0, position).split('\n').length;
    throw new VectorError('invalid-svg', `The SVG file is not well-formed XML: ${reason} (line ${line})`, {
      line,
    });
  };

  const decode = (text: string): string =>
    text.includes('&')
      ? text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (whole, reference: string) => {
          if (reference.startsWith('#x'))
            return String.fromCodePoint(Number.parseInt(reference.slice(2), 16));
          if (reference.startsWith('#')) return String.fromCodePoint(Number.parseInt(reference.slice(1), 10));
          const value = entities[reference];
          return value === undefined ? whole : value;
        })
      : text;

  const addChild = (node: XmlNode) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
  };

  const skipPast = (terminator: string, what: string): string => {
    const end = source.indexOf(terminator, position);
    if (end < 0) fail(`unterminated ${what}`);
    const content = source.slice(position, end);
    position = end + terminator.length;
    return content;
  };

  const readDoctype = () => {
    // <!DOCTYPE svg PUBLIC "..." "..." [ <!ENTITY name "value"> ... ]>
    let depth = 0;
    const start = position;
    while (position < source.length) {
      const char = source[position]!;
      if (char === '"' || char === "'") {
        const end = source.indexOf(char, position + 1);
        if (end < 0) fail('unterminated DOCTYPE');
        position = end + 1;
        continue;
      }
      if (char === '[') depth++;
      else if (char === ']') depth--;
      else if (char === '>' && depth <= 0) break;
      position++;
    }
    if (position >= source.length) fail('unterminated DOCTYPE');
    const body = source.slice(start, position);
    position++;
    for (const match of body.matchAll(/<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(?:"([^"]*)"|'([^']*)')\s*>/g)) {
      entities[match[1]!] = match[2] ?? match[3] ?? '';
    }
  };

  while (position < source.length) {
    const open = source.indexOf('<', position);
    if (open < 0) {
      if (stack.length) addChild({ text: decode(source.slice(position)) });
      break;
    }
    if (open > position && stack.length) addChild({ text: decode(source.slice(position, open)) });
    position = open;
    if (source.startsWith('<!--', position)) {
      position += 4;
      skipPast('-->', 'comment');
    } else if (source.startsWith('<![CDATA[', position)) {
      position += 9;
      const text = skipPast(']]>', 'CDATA section');
      if (stack.length) addChild({ text });
    } else if (source.startsWith('<?', position)) {
      position += 2;
      skipPast('?>', 'processing instruction');
    } else if (source.startsWith('<!DOCTYPE', position)) {
      position += 9;
      readDoctype();
    } else if (source.startsWith('</', position)) {
      position += 2;
      const name = skipPast('>', 'closing tag').trim();
      const element = stack.pop();
      if (!element) fail(`closing tag </${name}> without an opening one`);
      if (localName(name) !== element!.name) fail(`</${name}> closes <${element!.name}>`);
    } else {
      position++;
      tagName.lastIndex = position;
      const nameMatch = tagName.exec(source);
      if (!nameMatch) fail('a tag without a name');
      const name = nameMatch![0];
      position += name.length;
      const attributes: Record<string, string> = {};
      let selfClosing = false;
      for (;;) {
        while (position < source.length && isSpace(source.charCodeAt(position))) position++;
        if (position >= source.length) fail(`unterminated tag <${name}>`);
        if (source[position] === '>') {
          position++;
          break;
        }
        if (source.startsWith('/>', position)) {
          position += 2;
          selfClosing = true;
          break;
        }
        attributePattern.lastIndex = position;
        const attribute = attributePattern.exec(source);
        if (!attribute) {
          const attributeEnd = source.slice(position).search(/[\s>]/);
          fail(
            `a malformed attribute in <${name}>: ${source.slice(position, position + Math.min(40, attributeEnd < 0 ? 40 : attributeEnd))}`,
          );
        }
        attributes[attribute![1]!] = decode(attribute![3] ?? attribute![4] ?? '');
        position += attribute![0].length;
      }
      if (++elementCount > maximumElements) {
        throw new VectorError('too-complex', `The SVG file has more than ${maximumElements} elements`);
      }
      const element: MutableElement = { name: localName(name), attributes, children: [] };
      if (stack.length) addChild(element);
      else if (root) fail('more than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length) fail(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new VectorError('invalid-svg', 'The file holds no XML element');
  return root;
}

/** The text content of an element and its descendants. */
export function textContent(element: XmlElement): string {
  return element.children.map((child) => (isElement(child) ? textContent(child) : child.text)).join('');
}
