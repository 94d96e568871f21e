import { createContext } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { en } from './en';
import type { InterfaceLanguage } from './interface-language';
import { loadedInterfaceTable, loadInterfaceTable } from './interface-tables';
import { type InterfaceText, interfaceText } from './interface-text';
import type { Messages } from './messages';

/** English is part of the first load: the default, and what shows while another table is fetched. */
export const InterfaceTextContext = createContext<InterfaceText>(interfaceText('en', en));

export function useInterfaceText(): InterfaceText {
  return useContext(InterfaceTextContext);
}

/** The interface text of `language`, once its table has come (interface-tables.ts); until then the one shown before. */
export function useInterfaceTextOf(language: InterfaceLanguage): InterfaceText {
  const [table, setTable] = useState<{ language: InterfaceLanguage; t: Messages }>(() => {
    const known = loadedInterfaceTable(language);
    return known === undefined ? { language: 'en', t: en } : { language, t: known };
  });
  useEffect(() => {
    let current = true;
    // A table that cannot be fetched (the network gone) leaves the one shown: the page stays usable.
    loadInterfaceTable(language).then(
      (t) => {
        if (current) setTable({ language, t });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return useMemo(() => interfaceText(table.language, table.t), [table]);
}
