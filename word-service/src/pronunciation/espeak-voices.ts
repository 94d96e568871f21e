import type { LanguageCode } from '@lexicon/shared';

/** The eSpeak NG voice that speaks each language (Portuguese as spoken in Portugal, like its word list). */
export const ESPEAK_VOICES: Record<LanguageCode, string> = {
  en: 'en-us',
  fr: 'fr-fr',
  de: 'de',
  es: 'es',
  it: 'it',
  nl: 'nl',
  pt: 'pt',
  pl: 'pl',
  sv: 'sv',
  ro: 'ro',
  cs: 'cs',
  da: 'da',
};
