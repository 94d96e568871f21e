import { App as ViewApp, applyDocumentTheme, type McpUiHostContext } from '@modelcontextprotocol/ext-apps';
import { render } from 'preact';
import { browserInterfaceLanguage } from '../i18n/interface-language';
import { hostOf, outcomeOf, type ToolOutcome } from './view-host';
import { WordsView } from './words-view';
import '../styles.css';

/**
 * The words view an MCP host shows beside a search's or a word's tool result (MCP Apps,
 * @modelcontextprotocol/ext-apps): it receives the result from the host over postMessage and draws it
 * with the page's own tiles and word details, in the host's language and theme. It fetches nothing:
 * the host's iframe has no origin of ours to call; a tapped word is a tool call through the host.
 */
const root = document.getElementById('app') as HTMLElement;
const view = new ViewApp({ name: 'Lexicon words', version: '0.1.0' });
const host = hostOf(view);
let shown: ToolOutcome | null = null;
/** Counts the host's results, so that each new one starts the view afresh. */
let results = 0;
let context: McpUiHostContext = {};

function draw(): void {
  if (shown === null) return;
  const language = browserInterfaceLanguage(context.locale ? [context.locale] : navigator.languages);
  // A new result from the host starts the view afresh (the key), with its own trail of tapped words.
  render(<WordsView key={results} first={shown} host={host} language={language} />, root);
}

function follow(change: McpUiHostContext): void {
  context = { ...context, ...change };
  if (context.theme) applyDocumentTheme(context.theme);
  draw();
}

view.ontoolresult = (result) => {
  shown = outcomeOf(result);
  results += 1;
  draw();
};
view.onhostcontextchanged = follow;
void view.connect().then(() => follow(view.getHostContext() ?? {}));
