/** Protocol versions this server speaks, preferred first (docs/api.md, MCP tools). */
export const SUPPORTED_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;
export const LATEST_PROTOCOL_VERSION = SUPPORTED_PROTOCOL_VERSIONS[0];

export const PROTOCOL_VERSION_HEADER = 'mcp-protocol-version';

export function isSupportedProtocolVersion(version: string): boolean {
  return (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

/**
 * Version negotiation in initialize: the client's version when this server speaks it, else the
 * server's latest, and the client decides whether it can go on (MCP lifecycle, "Version Negotiation").
 */
export function negotiateProtocolVersion(requested: unknown): string {
  return typeof requested === 'string' && isSupportedProtocolVersion(requested) ? requested : LATEST_PROTOCOL_VERSION;
}
