import type { HeaderObject, ResponseObject } from 'openapi3-ts/oas30';
import { type ApiLimits, buildOpenApiDocument, DEFAULT_API_LIMITS, DEFAULT_RATE_LIMIT_POINTS, DEFAULT_RATE_LIMIT_WINDOW_SECONDS, REQUEST_BODY_LIMIT_BYTES } from '../../src';

const CONFIGURED: ApiLimits = { points: 30, windowSeconds: 10, maxInFlight: 2, pricing: { unitsPerPoint: 5_000, maxPoints: 7 } };

const texts = (limits?: ApiLimits) => {
  const document = buildOpenApiDocument(limits === undefined ? {} : { limits });
  const responses = document.paths?.['/api/v1/search/pattern']?.get?.responses ?? {};
  return {
    info: document.info.description ?? '',
    limitHeader: (document.components?.headers?.['X-RateLimit-Limit'] as HeaderObject).description ?? '',
    windowHeader: document.components?.headers?.['X-RateLimit-Window'] as HeaderObject,
    tooMany: (responses['429'] as ResponseObject).description,
    tooLarge: (responses['413'] as ResponseObject).description,
  };
};

describe('the limits the OpenAPI document states', () => {
  it('are the defaults when none are given', () => {
    const { info, limitHeader, tooMany, tooLarge } = texts();
    expect(DEFAULT_API_LIMITS).toMatchObject({ points: DEFAULT_RATE_LIMIT_POINTS, windowSeconds: DEFAULT_RATE_LIMIT_WINDOW_SECONDS });
    expect(info).toContain(`a rate limit of ${DEFAULT_RATE_LIMIT_POINTS} points per ${DEFAULT_RATE_LIMIT_WINDOW_SECONDS} seconds`);
    expect(limitHeader).toBe(`Requests allowed per client address in one window: ${DEFAULT_RATE_LIMIT_POINTS}.`);
    expect(tooMany).toContain(`more than ${DEFAULT_RATE_LIMIT_POINTS} points in ${DEFAULT_RATE_LIMIT_WINDOW_SECONDS} seconds`);
    expect(tooLarge).toContain(`more than ${REQUEST_BODY_LIMIT_BYTES.toLocaleString('en')} bytes`);
  });

  it('are the configured ones when given, everywhere the document names them', () => {
    const { info, limitHeader, windowHeader, tooMany } = texts(CONFIGURED);
    expect(info).toContain('a rate limit of 30 points per 10 seconds');
    expect(info).toContain('1 more per whole 5,000 units of work');
    expect(info).toContain('at most 7 in all');
    expect(info).toContain('Each client address may have 2 requests in flight at once');
    expect(limitHeader).toBe('Requests allowed per client address in one window: 30.');
    expect(windowHeader).toMatchObject({ description: 'Length of the rate-limit window, in seconds: 10.', schema: { example: 10 } });
    expect(tooMany).toContain('more than 30 points in 10 seconds');
    expect(tooMany).toContain('as many requests in flight as it may (2)');
    expect(JSON.stringify(buildOpenApiDocument({ limits: CONFIGURED }))).not.toMatch(/\b120 points|in flight as it may \(4\)/);
  });
});
