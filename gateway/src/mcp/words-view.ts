import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MCP_APP_LEGACY_URI_KEY, MCP_APP_MIME_TYPE, WORDS_VIEW_FILE, WORDS_VIEW_URI } from '@lexicon/shared';
import type { Logger } from '@lexicon/service-kit';

/**
 * The words view of the MCP Apps extension (shared/src/operations/mcp-app-view.ts): one
 * self-contained HTML file the web build writes (web/src/mcp-view), shown by hosts that render a
 * server's interface beside the results of the tools that name it. Hosts without the extension read
 * the same text and structured results as before.
 */
export interface WordsView {
  uri: string;
  html: string;
}

/** The view from the web build's output, or none when the page was not built (the tools then name no view). */
export function readWordsView(pageDirectory: string | undefined, logger: Logger): WordsView | undefined {
  if (pageDirectory === undefined) return undefined;
  const file = path.join(pageDirectory, WORDS_VIEW_FILE);
  try {
    return { uri: WORDS_VIEW_URI, html: readFileSync(file, 'utf8') };
  } catch {
    logger.warn({ file }, 'no MCP Apps view: the tools name none (npm run build -w web writes it)');
    return undefined;
  }
}

/** A tool's `_meta` naming the view, under both the current key and the one older hosts read. */
export function viewToolMeta(view: WordsView): Record<string, unknown> {
  return { ui: { resourceUri: view.uri }, [MCP_APP_LEGACY_URI_KEY]: view.uri };
}

/** How the view asks to be shown: no other origin is needed (everything is inline, the data comes from the host), a border around it. */
const VIEW_UI_META = { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } };

/** The view as resources/list lists it. */
export function viewResource(view: WordsView): Record<string, unknown> {
  return {
    uri: view.uri,
    name: 'words',
    title: 'Lexicon words',
    description: 'Words as tiles with their points and the letters blanks play, or a word with its details.',
    mimeType: MCP_APP_MIME_TYPE,
    _meta: VIEW_UI_META,
  };
}

/** The view as resources/read gives it: the HTML itself. */
export function viewContent(view: WordsView): Record<string, unknown> {
  return { uri: view.uri, mimeType: MCP_APP_MIME_TYPE, text: view.html, _meta: VIEW_UI_META };
}
