import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages, type Language } from './index';

// House rules every message of a language keeps, whichever screen it belongs to: German
// addresses the user formally ("Sie"), French puts a no-break space before its high
// punctuation and inside guillemets, and each language writes a unit one way only.

/** Every leaf of a message tree as [dotted key, text]. */
function messages(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, String(tree)]];
  return Object.entries(tree).flatMap(([key, value]) => messages(value, prefix ? `${prefix}.${key}` : key));
}

const german = messages(locales.de);
const french = messages(locales.fr);

// Whole words only: a letter on either side (umlauts included) means another word ("Produkt").
const word = (alternatives: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);

describe('German', () => {
  it('never uses the informal pronouns', () => {
    const informal = word(
      'du|dich|dir|dein|deine|deinen|deinem|deiner|deines|deins|euch|euer|eure|euren|eurem|eurer|eures',
      'iu',
    );
    expect(german.filter(([, text]) => informal.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual(
      [],
    );
  });

  it('asks with the formal imperative, never the du-form', () => {
    // The du-imperatives of the verbs an interface asks with, at a sentence's start or after
    // "Bitte"; "versuche es" anywhere (the plural noun "Versuche" is fine elsewhere).
    const verbs =
      'Wähle|Gib|Klicke|Klick|Ziehe|Zieh|Öffne|Lade|Füge|Prüfe|Melde|Nimm|Schreibe|Erstelle|Markiere|Klone|' +
      'Behalte|Verschiebe|Speichere|Lösche|Drücke|Halte|Sieh|Lies|Gehe|Geh|Warte|Tippe|Mach|Mache|Lass|' +
      'Nutze|Benutze|Verwende|Wechsle|Sende|Frage|Achte|Stelle|Setze|Ändere|Gib|Entferne|Aktiviere';
    const duForm = new RegExp(`(?:^|[.!?:;]\\s+|[Bb]itte\\s+)(?:${verbs})(?![\\p{L}])`, 'u');
    const duAnywhere = word('versuche es|melde dich|wähle|klicke|gib|verschiebe sie|mach es', 'iu');
    // The formal imperative writes "Sie" with a capital: "Wählen sie" is a slip.
    const lowerSie = /(?:^|[.!?:;]\s+|[Bb]itte\s+)\p{Lu}\p{Ll}*en sie(?![\p{L}])/u;
    const found = german
      .filter(([, text]) => duForm.test(text) || duAnywhere.test(text) || lowerSie.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});

describe('French', () => {
  /** The text a reader sees, without placeholders, addresses and times (12:30), whose signs are not prose. */
  const prose = (text: string) =>
    text
      .replace(/\{\{[^}]*\}\}/g, 'x')
      .replace(/https?:\/\/\S+/g, 'x')
      .replace(/\d:\d/g, '0');

  it('puts a no-break space (U+00A0) before : ; ! ? and inside « guillemets »', () => {
    const faults = french.flatMap(([key, text]) => {
      const shown = prose(text);
      const wrong = [
        ...[...shown.matchAll(/(.?)([:;!?»])/gu)].filter(([, before]) => before !== '\u00a0'),
        ...[...shown.matchAll(/«(.?)/gu)].filter(([, after]) => after !== '\u00a0'),
      ];
      return wrong.length > 0 ? [`${key}: ${text}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('uses one kind of space for it throughout: U+00A0, never the narrow U+202F', () => {
    expect(french.filter(([, text]) => text.includes('\u202f')).map(([key]) => key)).toEqual([]);
  });
});

describe('units', () => {
  // The form of each unit every language writes, worked out from its design tools: German
  // "Zoll" (never "in"), French "po" beside a figure and "pouces" as a word with "ppp" for dots
  // per inch, Italian "pollici" written out, English "in" and "inches".
  const expected: Record<Language, { inchFamily: string; inchSymbol: string; resolution: string }> = {
    'en-US': { inchFamily: 'inch', inchSymbol: 'in', resolution: 'dpi' },
    'en-GB': { inchFamily: 'inch', inchSymbol: 'in', resolution: 'dpi' },
    de: { inchFamily: 'Zoll', inchSymbol: 'Zoll', resolution: 'dpi' },
    fr: { inchFamily: 'pouce', inchSymbol: 'po', resolution: 'ppp' },
    it: { inchFamily: 'pollice', inchSymbol: 'pollici', resolution: 'dpi' },
  };
  const families: Record<string, string> = {
    in: 'inch',
    inch: 'inch',
    inches: 'inch',
    zoll: 'Zoll',
    po: 'pouce',
    pouce: 'pouce',
    pouces: 'pouce',
    pollice: 'pollice',
    pollici: 'pollice',
  };
  const inchWords = word('inch|inches|zoll|pouce|pouces|pollice|pollici', 'giu');
  // "in" and "po" are inches only right after a figure or a placeholder and at the end of the
  // phrase ("8 × 10 in"), so the English and Italian preposition "in" is not one.
  const inchSymbolAfterFigure =
    /(?:\d|\}\})[\s\u00a0]*(in|po|zoll|pollici)(?=$|[\s\u00a0]*[.,;:)!?]|[\s\u00a0]*$)/giu;
  const resolutionForms = word('dpi|ppp|ppi', 'giu');

  for (const language of supportedLanguages) {
    const all = messages(locales[language]);
    const texts = all.map(([, text]) => text);
    const want = expected[language];

    it(`${language} names the inch one way`, () => {
      const forms = new Set<string>();
      for (const text of texts) {
        for (const match of text.matchAll(inchWords)) forms.add(families[match[0].toLowerCase()]!);
        for (const match of text.matchAll(inchSymbolAfterFigure))
          forms.add(families[match[1]!.toLowerCase()]!);
      }
      expect([...forms]).toEqual([want.inchFamily]);
      const symbols = new Set(
        texts.flatMap((text) => [...text.matchAll(inchSymbolAfterFigure)].map((m) => m[1])),
      );
      symbols.add(locales[language].numberField.units.inches);
      expect([...symbols]).toEqual([want.inchSymbol]);
    });

    it(`${language} writes the resolution one way`, () => {
      const forms = new Set(texts.flatMap((text) => [...text.matchAll(resolutionForms)].map((m) => m[0])));
      expect([...forms]).toEqual([want.resolution]);
    });

    it(`${language} writes the same unit symbols beside figures everywhere`, () => {
      const messagesOf = locales[language];
      const units = messagesOf.numberField.units;
      const endsWith = (text: string, symbol: string) =>
        text.endsWith(` ${symbol}`) || text.endsWith(`\u00a0${symbol}`);
      expect(endsWith(messagesOf.editorExport.pixels, units.pixels)).toBe(true);
      expect(endsWith(messagesOf.editor.info.pixels, units.pixels)).toBe(true);
      expect(endsWith(messagesOf.editorExport.millimetres, units.millimetres)).toBe(true);
      expect(endsWith(messagesOf.editor.info.millimetres, units.millimetres)).toBe(true);
      expect(messagesOf.embroidery.worksheet.millimetres).toBe(units.millimetres);
      expect(endsWith(messagesOf.editorExport.inches, units.inches)).toBe(true);
      expect(endsWith(messagesOf.editorExport.dpi, want.resolution)).toBe(true);
      expect(messagesOf.editor.info.resolution).toContain(`(${want.resolution})`);
    });
  }
});
