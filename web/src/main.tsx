import { render } from 'preact';
import { App } from './app';
import { browserInterfaceLanguage } from './i18n/interface-language';
import { loadInterfaceTable } from './i18n/interface-tables';
import { parseState } from './url-state';
import './styles.css';

// The first paint waits for the interface language's table (a chunk of its own), so it is never English first.
const { ui } = parseState(window.location.search, navigator.languages);
void loadInterfaceTable(ui || browserInterfaceLanguage(navigator.languages)).then(() => render(<App />, document.getElementById('app') as HTMLElement));
