import type { InterfaceLanguage } from './interface-language';
import { en } from './en';
import type { Messages } from './messages';

/**
 * Each interface language's table is a chunk of its own, fetched when that language is first shown:
 * a visitor downloads one table, not twelve (README, The page: the first load's budget). English is
 * part of the first load: the default text, shown while another table comes.
 */
const LOADERS: Record<InterfaceLanguage, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./fr').then((table) => table.fr),
  de: () => import('./de').then((table) => table.de),
  es: () => import('./es').then((table) => table.es),
  it: () => import('./it').then((table) => table.it),
  nl: () => import('./nl').then((table) => table.nl),
  pt: () => import('./pt').then((table) => table.pt),
  pl: () => import('./pl').then((table) => table.pl),
  sv: () => import('./sv').then((table) => table.sv),
  ro: () => import('./ro').then((table) => table.ro),
  cs: () => import('./cs').then((table) => table.cs),
  da: () => import('./da').then((table) => table.da),
};

const loaded = new Map<InterfaceLanguage, Messages>();

/** The table of a language, fetched once. */
export async function loadInterfaceTable(language: InterfaceLanguage): Promise<Messages> {
  const known = loaded.get(language);
  if (known !== undefined) return known;
  const table = await LOADERS[language]();
  loaded.set(language, table);
  return table;
}

/** The table of a language when it has been fetched already. */
export function loadedInterfaceTable(language: InterfaceLanguage): Messages | undefined {
  return loaded.get(language);
}
