/**
 * The view the search and word-details tools show their results in, for MCP hosts that render a
 * server's own interface beside a tool's result (the MCP Apps extension, @modelcontextprotocol/ext-apps:
 * docs/api.md, "Results as tiles"). The extension's names are written here once; a test holds them
 * to the package's own constants (RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY).
 */

/** The media type of an MCP App's HTML resource. */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The tool `_meta` key older hosts read the view's address from (newer ones read `_meta.ui.resourceUri`). */
export const MCP_APP_LEGACY_URI_KEY = 'ui/resourceUri';

/** The one view: tiles with points for a page of words, or a word's details. */
export const WORDS_VIEW_URI = 'ui://lexicon/words.html';

/** Where the web build writes the view, inside its output folder (web/dist). */
export const WORDS_VIEW_FILE = 'mcp/words.html';

/**
 * The tools the view itself calls through its host when a word in it is tapped (a tile, a hook, a
 * family member) or a family is asked for whole: the catalogue names its tools with these.
 */
export const VIEW_CALLED_TOOLS = { wordDetails: 'get_word_details', searchPattern: 'search_pattern' } as const;
