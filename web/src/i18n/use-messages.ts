import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en } from './en';
import { type InterfaceText, interfaceText } from './interface-text';

export const InterfaceTextContext = createContext<InterfaceText>(interfaceText('en', en));

export function useInterfaceText(): InterfaceText {
  return useContext(InterfaceTextContext);
}
