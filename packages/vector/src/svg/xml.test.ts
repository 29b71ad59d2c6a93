import { describe, expect, it } from 'vitest';
import { isElement, parseXml, textContent, type XmlElement } from './xml';

describe('parseXml', () => {
  it('reads elements, attributes in both quotes, text, CDATA, and skips comments and declarations', () => {
    const root = parseXml(`<?xml version="1.0"?>
<!-- a comment -->
<svg xmlns="http://www.w3.org/2000/svg" width='10mm'>
  <svg:g id="a"><path d="M0 0"/></svg:g>
  <style><![CDATA[.x { fill: red }]]></style>
</svg>`);
    expect(root.name).toBe('svg');
    expect(root.attributes).toEqual({ xmlns: 'http://www.w3.org/2000/svg', width: '10mm' });
    const elements = root.children.filter(isElement);
    expect(elements.map((element) => element.name)).toEqual(['g', 'style']);
    expect((elements[0]!.children[0] as XmlElement).attributes.d).toBe('M0 0');
    expect(textContent(elements[1]!)).toBe('.x { fill: red }');
  });

  it('expands character references, predefined entities and entities declared in the DOCTYPE', () => {
    const root = parseXml(`<!DOCTYPE svg [ <!ENTITY ns "http://example.org/ns"> ]>
<svg a="&lt;&amp;&#65;&#x42;" b="&ns;">&quot;x&quot;</svg>`);
    expect(root.attributes).toEqual({ a: '<&AB', b: 'http://example.org/ns' });
    expect(textContent(root)).toBe('"x"');
  });

  it('reports where a document is malformed', () => {
    expect(() => parseXml('<svg>\n<g>\n</svg>')).toThrow(/<\/svg> closes <g> \(line 3\)/);
    expect(() => parseXml('<svg><path d="M0 0"></svg')).toThrow(/not well-formed/);
    expect(() => parseXml('<svg a=1/>')).toThrow(/malformed attribute/);
    expect(() => parseXml('just text')).toThrow(/no XML element/);
    expect(() => parseXml('<svg><!-- open')).toThrow(/unterminated comment/);
  });
});
