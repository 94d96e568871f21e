import { App as ViewApp } from '@modelcontextprotocol/ext-apps';
import { render } from 'preact';
import { WordsView } from './words-view';
import '../styles.css';

/**
 * The words view an MCP host shows beside a search's or a word's tool result (MCP Apps,
 * @modelcontextprotocol/ext-apps): it receives the result from the host over postMessage and draws it
 * with the page's own tiles. It fetches nothing: the host's iframe has no origin of ours to call.
 */
const root = document.getElementById('app') as HTMLElement;
const view = new ViewApp({ name: 'Lexicon words', version: '0.1.0' });
view.ontoolresult = (result) => render(<WordsView result={result.structuredContent} failed={result.isError === true} />, root);
void view.connect();
