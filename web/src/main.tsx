import { render } from 'preact';
import { App } from './app';
import { loadInterfaceTable } from './i18n/interface-tables';
import { interfaceLanguageOf, parseState } from './url-state';
import './styles.css';

// The first paint waits for the interface language's table (a chunk of its own), so it is never English
// first; a table that cannot be fetched leaves the page in English rather than blank.
const draw = (): void => render(<App />, document.getElementById('app') as HTMLElement);
loadInterfaceTable(interfaceLanguageOf(parseState(window.location.search, navigator.languages), navigator.languages)).then(draw, draw);
