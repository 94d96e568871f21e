import type { InterfaceLanguage } from './interface-language';
import { fill, type Messages, type Plural } from './messages';

export interface InterfaceText {
  language: InterfaceLanguage;
  t: Messages;
  /** Numbers as the interface language writes them (430 718, 430.718, 430,718). */
  number: (value: number) => string;
  /** A count in words, its form chosen by the language's plural rules: "1 match", "4 matches", "5 wyników". */
  count: (forms: Plural, value: number) => string;
}

/** The interface text of one language: its table, its number format and its plural rules. */
export function interfaceText(language: InterfaceLanguage, t: Messages): InterfaceText {
  const format = new Intl.NumberFormat(language);
  const rules = new Intl.PluralRules(language);
  return {
    language,
    t,
    number: (value) => format.format(value),
    count: (forms, value) => fill(forms[rules.select(value)] ?? forms.other, { count: format.format(value) }),
  };
}
