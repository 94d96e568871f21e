import { ERROR_STATUS } from '@lexicon/shared';
import { upstreamFailure, upstreamFailureAnswer } from '../src/routing/upstream-failure';

/**
 * The one mapping of a failed call to a service, used by the REST proxy and the tool calls alike
 * (gateway/test/upstream-failures.test.ts and mcp-tools.test.ts drive both end to end).
 */
describe('how a failed call to a service reads to the client', () => {
  it.each([
    // Nothing answers at that address: the service is away.
    ['ECONNREFUSED', false, 'service_unavailable', 503],
    ['ENOTFOUND', false, 'service_unavailable', 503],
    ['EHOSTUNREACH', false, 'service_unavailable', 503],
    ['ENETUNREACH', false, 'service_unavailable', 503],
    ['EAI_AGAIN', false, 'service_unavailable', 503],
    // The service took too long: axios reports its own timeout as ECONNABORTED.
    ['ETIMEDOUT', false, 'upstream_timeout', 504],
    ['ECONNABORTED', false, 'upstream_timeout', 504],
    // http-proxy reports its timeout as a reset of the socket it aborted; the caller knows it timed out.
    ['ECONNRESET', true, 'upstream_timeout', 504],
    [undefined, true, 'upstream_timeout', 504],
    // The connection broke, or the answer was not HTTP.
    ['ECONNRESET', false, 'upstream_error', 502],
    ['EPIPE', false, 'upstream_error', 502],
    ['HPE_INVALID_CONSTANT', false, 'upstream_error', 502],
    ['ERR_BAD_RESPONSE', false, 'upstream_error', 502],
    [undefined, false, 'upstream_error', 502],
  ] as const)('%s (timed out: %s) → %s %i', (code, timedOut, expected, status) => {
    const failure = upstreamFailure({ code }, timedOut);
    expect(failure).toBe(expected);
    expect(ERROR_STATUS[failure]).toBe(status);
    expect(upstreamFailureAnswer(failure, 'search', 'tool').status).toBe(status);
  });

  it('answers in the envelope, naming the service and what failed, with nothing internal', () => {
    expect(upstreamFailureAnswer('upstream_timeout', 'word', 'request')).toEqual({
      status: 504,
      envelope: { error: { code: 'upstream_timeout', message: 'The service that answers this request did not answer in time.', details: { service: 'word' } } },
    });
    expect(upstreamFailureAnswer('service_unavailable', 'stats', 'tool').envelope.error.message).toBe('The service that answers this tool is unavailable. Try again shortly.');
  });
});
