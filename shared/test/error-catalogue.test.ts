import { AppError, ERROR_STATUS, errorEnvelope, envelopeOf, errorEnvelopeSchema, isErrorCode, statusOf } from '@lexicon/shared';

describe('the error catalogue', () => {
  it.each([
    [400, ['missing_pattern', 'missing_letters', 'missing_lang', 'missing_words', 'invalid_language', 'invalid_length_range', 'invalid_parameter', 'invalid_pattern', 'invalid_letters', 'invalid_words', 'invalid_json', 'invalid_request']],
    [
      400,
      [
        'board_size',
        'unknown_tile',
        'too_many_tiles',
        'board_not_connected',
        'board_off_centre',
        'rack_too_large',
        'play_notation',
        'play_not_in_line',
        'play_off_board',
        'play_not_contiguous',
        'play_mismatch',
        'play_places_nothing',
        'play_not_whole_word',
        'play_not_touching',
        'play_too_short',
        'play_not_on_rack',
      ],
    ],
    [404, ['not_found', 'word_not_found', 'model_not_found']],
    [405, ['method_not_allowed']],
    [408, ['request_timeout']],
    [413, ['request_too_large']],
    [415, ['unsupported_media_type']],
    [429, ['rate_limited']],
    [431, ['headers_too_large']],
    [500, ['internal_error']],
    [502, ['upstream_error']],
    [503, ['service_unavailable']],
    [504, ['upstream_timeout']],
  ] as const)('maps every %i code to that status', (status, codes) => {
    for (const code of codes) expect(statusOf(code)).toBe(status);
  });

  it('has exactly the codes the contract lists', () => {
    expect(Object.keys(ERROR_STATUS)).toHaveLength(44);
    expect(isErrorCode('rate_limited')).toBe(true);
    expect(isErrorCode('teapot')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('AppError and the envelope', () => {
  it('carries code, message, details and the catalogued status', () => {
    const error = new AppError('invalid_language', 'Unsupported language "xx".', { parameter: 'lang', value: 'xx' });
    expect(error.status).toBe(400);
    expect(error).toBeInstanceOf(Error);
    expect(envelopeOf(error)).toEqual({
      error: { code: 'invalid_language', message: 'Unsupported language "xx".', details: { parameter: 'lang', value: 'xx' } },
    });
  });

  it('builds envelopes that validate against the shared schema, details defaulting to {}', () => {
    const envelope = errorEnvelope('not_found', 'No such path.');
    expect(envelope.error.details).toEqual({});
    expect(errorEnvelopeSchema.safeParse(envelope).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ error: { code: 'nope', message: '', details: {} } }).success).toBe(false);
  });
});
