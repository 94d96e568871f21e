/**
 * The public surface a request arrived on. The gateway sets it on every request it passes on, so
 * the services can attribute usage without knowing how they were reached.
 */
export const SURFACES = ['rest', 'mcp', 'chat'] as const;
export type Surface = (typeof SURFACES)[number];

/** Lower-case, as Node presents incoming header names. */
export const SURFACE_HEADER = 'x-lexicon-surface';

/** A missing or unknown header counts as REST: a service reached directly is reached over REST. */
export function surfaceOf(headerValue: string | string[] | undefined): Surface {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return SURFACES.find((surface) => surface === value) ?? 'rest';
}
