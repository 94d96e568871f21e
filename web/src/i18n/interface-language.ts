import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import type { Messages } from './messages';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { sv } from './sv';

/** The interface's languages: the twelve dictionaries' languages, each under its own name. */
export const INTERFACE_TABLES = { en, fr, de, es, it, nl, pt, pl, sv, ro, cs, da } satisfies Record<string, Messages>;
export type InterfaceLanguage = keyof typeof INTERFACE_TABLES;

export const INTERFACE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  pl: 'Polski',
  sv: 'Svenska',
  ro: 'Română',
  cs: 'Čeština',
  da: 'Dansk',
};

export function isInterfaceLanguage(code: string): code is InterfaceLanguage {
  return Object.hasOwn(INTERFACE_TABLES, code);
}

/** The first of the browser's preferred languages that the interface speaks, else English. */
export function browserInterfaceLanguage(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (isInterfaceLanguage(code)) return code;
  }
  return 'en';
}
