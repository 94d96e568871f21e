import { render } from 'preact';
import { App } from './app';
import { browserInterfaceLanguage } from './i18n/interface-language';
import { loadInterfaceTable } from './i18n/interface-tables';
import { parseState } from './url-state';
import './styles.css';

// The first paint waits for the interface language's table (a chunk of its own), so it is never English
// first; a table that cannot be fetched leaves the page in English rather than blank.
const { ui } = parseState(window.location.search, navigator.languages);
const draw = (): void => render(<App />, document.getElementById('app') as HTMLElement);
loadInterfaceTable(ui || browserInterfaceLanguage(navigator.languages)).then(draw, draw);
