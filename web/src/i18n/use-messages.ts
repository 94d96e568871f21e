import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en } from './en';
import type { InterfaceLanguage } from './interface-language';
import type { Messages } from './messages';

export interface InterfaceText {
  language: InterfaceLanguage;
  t: Messages;
  /** Numbers as the interface language writes them (430 718, 430.718, 430,718). */
  number: (value: number) => string;
}

export const InterfaceTextContext = createContext<InterfaceText>({ language: 'en', t: en, number: (value) => String(value) });

export function useInterfaceText(): InterfaceText {
  return useContext(InterfaceTextContext);
}
