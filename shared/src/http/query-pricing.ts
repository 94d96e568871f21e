/**
 * What a request costs against its client's budget. Every counted request costs one point when it
 * arrives; a service's answer that reports its work (X-Query-Cost, in engine steps) adds a point per
 * whole `unitsPerPoint`, up to `maxPoints` in all, so a client sending only the heaviest queries gets
 * a few a minute while ordinary lookups (a few thousand steps) still cost one point each.
 */
export interface QueryPricing {
  /** Work units that cost one point more than the request's own. */
  unitsPerPoint: number;
  /** The most one request can cost, its own point included. */
  maxPoints: number;
}

export const DEFAULT_QUERY_PRICING: QueryPricing = { unitsPerPoint: 100_000, maxPoints: 30 };

/** Requests one client may have in flight at once, unless configured otherwise. */
export const DEFAULT_CLIENT_MAX_IN_FLIGHT = 4;

/** The points a reported cost adds to the one the request paid on arrival; 0 for an unreadable report. */
export function extraPointsFor(units: number, pricing: QueryPricing): number {
  if (!Number.isFinite(units) || units <= 0) return 0;
  return Math.min(pricing.maxPoints - 1, Math.floor(units / pricing.unitsPerPoint));
}

/** The price list as the documentation states it: a request's points for a given cost. */
export function pointsFor(units: number, pricing: QueryPricing): number {
  return 1 + extraPointsFor(units, pricing);
}

/** A service's X-Query-Cost header as a number of units, or 0 when it is missing or malformed. */
export function reportedUnits(header: string | string[] | number | undefined): number {
  const text = Array.isArray(header) ? header[0] : header;
  const units = Number(text);
  return Number.isFinite(units) && units > 0 ? units : 0;
}
