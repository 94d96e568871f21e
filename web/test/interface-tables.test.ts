import { browserInterfaceLanguage, INTERFACE_NAMES, INTERFACE_TABLES } from '../src/i18n/interface-language';
import { fill } from '../src/i18n/messages';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

describe('the interface text', () => {
  const english = INTERFACE_TABLES.en;

  it('has twelve tables, each with every message, none empty, with the placeholders of the English one', () => {
    expect(Object.keys(INTERFACE_TABLES).sort()).toEqual(Object.keys(INTERFACE_NAMES).sort());
    expect(Object.keys(INTERFACE_TABLES)).toHaveLength(12);
    for (const [language, table] of Object.entries(INTERFACE_TABLES)) {
      for (const key of Object.keys(english) as Array<keyof typeof english>) {
        const text = table[key];
        expect({ language, key, empty: text.trim() === '' }).toEqual({ language, key, empty: false });
        expect({ language, key, placeholders: placeholders(text) }).toEqual({ language, key, placeholders: placeholders(english[key]) });
      }
    }
  });

  it('follows the first of the browser languages it speaks, else English', () => {
    expect(browserInterfaceLanguage(['de-CH', 'fr'])).toBe('de');
    expect(browserInterfaceLanguage(['ja', 'pt-BR'])).toBe('pt');
    expect(browserInterfaceLanguage(['ja'])).toBe('en');
    expect(browserInterfaceLanguage([])).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill(english.total, { count: '1,364' })).toBe('1,364 matches');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
