import { isLanguageCode, type LanguageCode } from '@lexicon/shared';

/** `cs,en` → the language codes, or an error naming the one that is not a language. */
export function parseLanguages(text: string): LanguageCode[] {
  const codes = text
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  const unknown = codes.find((code) => !isLanguageCode(code));
  if (unknown !== undefined || codes.length === 0) throw new Error(`--languages takes codes such as cs,en; "${unknown ?? text}" is not one`);
  return codes as LanguageCode[];
}
