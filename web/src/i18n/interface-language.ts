/** The interface's languages: the twelve dictionaries' languages, each under its own name. */
export const INTERFACE_NAMES = {
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
} as const;
export type InterfaceLanguage = keyof typeof INTERFACE_NAMES;

export function isInterfaceLanguage(code: string): code is InterfaceLanguage {
  return Object.hasOwn(INTERFACE_NAMES, code);
}

/** The first of the browser's preferred languages that the interface speaks, else English. */
export function browserInterfaceLanguage(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (isInterfaceLanguage(code)) return code;
  }
  return 'en';
}
