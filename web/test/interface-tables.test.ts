import { browserInterfaceLanguage, INTERFACE_NAMES, type InterfaceLanguage } from '../src/i18n/interface-language';
import { loadInterfaceTable } from '../src/i18n/interface-tables';
import { fill, type Messages, type Plural } from '../src/i18n/messages';
import { interfaceText } from '../src/i18n/interface-text';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

describe('the interface text', () => {
  const INTERFACE_TABLES = {} as Record<InterfaceLanguage, Messages>;
  let english: Messages;
  beforeAll(async () => {
    for (const language of Object.keys(INTERFACE_NAMES) as InterfaceLanguage[]) INTERFACE_TABLES[language] = await loadInterfaceTable(language);
    english = INTERFACE_TABLES.en;
  });

  it('has twelve tables, each with every message, none empty, with the placeholders of the English one', () => {
    expect(Object.keys(INTERFACE_TABLES).sort()).toEqual(Object.keys(INTERFACE_NAMES).sort());
    expect(Object.keys(INTERFACE_TABLES)).toHaveLength(12);
    for (const [language, table] of Object.entries(INTERFACE_TABLES)) {
      for (const key of Object.keys(english) as Array<keyof typeof english>) {
        const reference = english[key];
        const value = table[key];
        // A plural has the forms its language's rules name (and `other`), each with the English placeholders;
        // a table of names (the word lists') has the English one's keys.
        const forms: Array<[string, string]> = typeof value === 'string' ? [['', value]] : Object.entries(value);
        const isPlural = typeof reference !== 'string' && 'other' in reference;
        if (typeof value !== 'string') {
          const expected = isPlural ? [...new Intl.PluralRules(language).resolvedOptions().pluralCategories] : Object.keys(reference);
          expect({ language, key, forms: Object.keys(value).sort() }).toEqual({ language, key, forms: expected.sort() });
        }
        const englishText = (form: string): string => (typeof reference === 'string' ? reference : isPlural ? (reference as Plural).other : (reference as Record<string, string>)[form] ?? '');
        for (const [form, text] of forms) {
          expect({ language, key, form, empty: text.trim() === '' }).toEqual({ language, key, form, empty: false });
          expect({ language, key, form, placeholders: placeholders(text) }).toEqual({ language, key, form, placeholders: placeholders(englishText(form)) });
        }
      }
    }
  });

  it('follows the first of the browser languages it speaks, else English', () => {
    expect(browserInterfaceLanguage(['de-CH', 'fr'])).toBe('de');
    expect(browserInterfaceLanguage(['ja', 'pt-BR'])).toBe('pt');
    expect(browserInterfaceLanguage(['ja'])).toBe('en');
    expect(browserInterfaceLanguage([])).toBe('en');
  });

  it('writes counts in the form the plural rules of the language choose, with its number format', () => {
    const cases: Array<[InterfaceLanguage, number, string]> = [
      ['en', 1, '1 match'],
      ['en', 1364, '1,364 matches'],
      ['fr', 1, '1 résultat'],
      ['fr', 2, '2 résultats'],
      ['pl', 1, '1 wynik'],
      ['pl', 3, '3 wyniki'],
      ['pl', 5, '5 wyników'],
      ['pl', 22, '22 wyniki'],
      ['cs', 4, '4 výsledky'],
      ['cs', 5, '5 výsledků'],
      ['ro', 20, '20 de rezultate'],
      ['ro', 2, '2 rezultate'],
    ];
    for (const [language, value, expected] of cases) {
      const forms: Plural = INTERFACE_TABLES[language].total;
      expect({ language, value, text: interfaceText(language, INTERFACE_TABLES[language]).count(forms, value).replace(/\u00a0|\u202f/g, ' ') }).toEqual({ language, value, text: expected });
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{count} words', { count: '1,364' })).toBe('1,364 words');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
