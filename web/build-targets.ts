/**
 * The browsers the page's and the MCP view's CSS is written for: those with light-dark() (Chrome and
 * Edge 123, Firefox 120, Safari 17.5, all of 2024), so the colours follow `color-scheme`, which the
 * system sets for the page and an MCP host sets for the view. Lowered for older browsers, light-dark()
 * would follow the system's preference only, never the host's.
 */
export const CSS_TARGETS = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];
