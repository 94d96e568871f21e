import { recordingUpstream, type TestGateway, toolGateway } from './mcp-test-kit';

const MODEL = 'lexicon-mcp-1';

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are inspected field by field
  body: any;
  text: string;
}

async function complete(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Every tool, declared as a client declares the functions it can run. */
const ALL_TOOLS = ['list_languages', 'search_pattern', 'search_anagram', 'search_anagram_languages', 'check_words', 'get_word_details', 'get_language_stats', 'get_global_stats'].map((name) => ({ type: 'function', function: { name } }));

const ask = (content: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ model: MODEL, messages: [{ role: 'user', content }], ...extra });

/** An error as both the envelope and OpenAI clients read it. */
const openAiError = (code: string, type: string, param: string | null): unknown => ({
  error: { code, message: expect.any(String), details: expect.any(Object), type, param },
});

describe('the chat-compatible surface', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await toolGateway();
  });
  afterAll(() => gateway.close());

  describe('models', () => {
    it('lists the one model', async () => {
      const response = await fetch(`${gateway.url}/v1/models`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ object: 'list', data: [{ id: MODEL, object: 'model', created: expect.any(Number), owned_by: 'lexicon' }] });
    });

    it('answers the model by id', async () => {
      const response = await fetch(`${gateway.url}/v1/models/${MODEL}`);
      expect(await response.json()).toEqual({ id: MODEL, object: 'model', created: expect.any(Number), owned_by: 'lexicon' });
    });

    it('answers an unknown model id with 404 model_not_found', async () => {
      const response = await fetch(`${gateway.url}/v1/models/gpt-4o`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(openAiError('model_not_found', 'invalid_request_error', null));
    });

    it('answers a model id whose percent escape is not UTF-8 with 400 invalid_parameter, not 500', async () => {
      const response = await fetch(`${gateway.url}/v1/models/%C3`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(openAiError('invalid_parameter', 'invalid_request_error', null));
    });
  });

  describe('tool selection', () => {
    it.each([
      ['lang=en letters=tac?', 'search_anagram'],
      ['lang=en letters=tac min_length=3', 'search_anagram'],
      ['letters=tac?', 'search_anagram_languages'],
      ['lang=pl words=kot,koty', 'check_words'],
      ['lang=en pattern=c?t contains=a', 'search_pattern'],
      ['lang=en word=cat', 'get_word_details'],
      ['lang=en', 'get_language_stats'],
      ['', 'list_languages'],
    ])('"%s" picks %s', async (content, tool) => {
      // With every tool declared, the pick is the tool call the client is asked to run (nothing runs here).
      const answer = await complete(gateway.url, ask(content, { tool_choice: 'auto', tools: ALL_TOOLS }));
      expect(answer.status).toBe(200);
      expect(answer.body.choices[0].message.tool_calls[0].function.name).toBe(tool);
    });

    it('a named tool_choice wins over the arguments', async () => {
      const answer = await complete(gateway.url, ask('lang=en pattern=c?t', { tool_choice: { type: 'function', function: { name: 'list_languages' } } }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(openAiError('invalid_parameter', 'invalid_request_error', 'messages'));
      const plain = await complete(gateway.url, ask('', { tools: ALL_TOOLS, tool_choice: { type: 'function', function: { name: 'list_languages' } } }));
      expect(plain.body.choices[0].message.tool_calls[0].function.name).toBe('list_languages');
    });

    it('the only entry of tools wins over the arguments', async () => {
      const answer = await complete(gateway.url, ask('lang=en pattern=c?t', { tools: [{ type: 'function', function: { name: 'search_pattern' } }] }));
      expect(answer.body.choices[0].message.tool_calls[0].function.name).toBe('search_pattern');
    });

    it('a tool the request does not allow is 400 naming tools', async () => {
      const tools = [
        { type: 'function', function: { name: 'search_pattern' } },
        { type: 'function', function: { name: 'list_languages' } },
      ];
      const answer = await complete(gateway.url, ask('lang=en letters=abc', { tools }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(openAiError('invalid_parameter', 'invalid_request_error', 'tools'));
    });

    it('an unknown tool in tools or tool_choice is 400 naming where', async () => {
      const inTools = await complete(gateway.url, ask('lang=en', { tools: [{ type: 'function', function: { name: 'define' } }] }));
      expect(inTools.body).toEqual(openAiError('invalid_parameter', 'invalid_request_error', 'tools[0].function.name'));
      const inChoice = await complete(gateway.url, ask('lang=en', { tool_choice: { type: 'function', function: { name: 'define' } } }));
      expect(inChoice.body).toEqual(openAiError('invalid_parameter', 'invalid_request_error', 'tool_choice.function.name'));
    });
  });

  describe('completions without tools: the result as readable content, stop', () => {
    it('answers a chat.completion whose content holds the words, the totals and the paging hint', async () => {
      const answer = await complete(gateway.url, ask('lang=en pattern=c?t limit=2'));
      const rest = (await (await fetch(`${gateway.url}/api/v1/search/pattern?lang=en&pattern=c?t&limit=2`)).json()) as { description: string };
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        id: expect.stringMatching(/^chatcmpl-/),
        object: 'chat.completion',
        created: expect.any(Number),
        model: MODEL,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: [rest.description, 'Words 1 to 2 of 3: cat (5 points), cot (5 points).', 'More: ask again with offset=2 (limit=2).'].join('\n'),
              refusal: null,
            },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) },
      });
    });

    it('keeps a pattern to min_length and max_length as REST does, and says so', async () => {
      const answer = await complete(gateway.url, ask('lang=en pattern=* min_length=4 max_length=4 limit=2'));
      const rest = (await (await fetch(`${gateway.url}/api/v1/search/pattern?lang=en&pattern=*&min_length=4&max_length=4&limit=2`)).json()) as { description: string; total: number };
      expect(rest.description).toBe(`${rest.total} English words of 4 letters match the pattern *.`);
      expect(answer.body.choices[0].message.content.split('\n')[0]).toBe(rest.description);
    });

    it('answers a rack without a language in every language: each one\'s words and scores, what it lacks, where nothing is made', async () => {
      const answer = await complete(gateway.url, ask('letters=straße limit=1'));
      const lines = answer.body.choices[0].message.content.split('\n');
      expect(lines[0]).toBe('The rack straße makes words in 2 of 12 languages; the highest score is strasse in German, 7 points.');
      expect(lines).toContain('English (no ß here): 1 word; longest at (scores 2 points).');
      expect(lines).toContain('German: 2 words; longest strasse (scores 7 points).');
      expect(lines[lines.length - 1]).toMatch(/^Nothing in French \(no ß here\), Spanish \(no ß here\), /);
    });

    it('answers "are these words valid in Polish" (lang=pl words=…): the verdict, then each word', async () => {
      const answer = await complete(gateway.url, ask('lang=pl words=Kot,koty,zdzblo'));
      const lines = answer.body.choices[0].message.content.split('\n');
      expect(lines[0]).toBe('1 word is not playable in pl, of 3.');
      expect(lines[1]).toMatch(/^kot: playable, \d+ points?\.$/);
      expect(lines[2]).toMatch(/^koty: playable, \d+ points?\.$/);
      expect(lines[3]).toMatch(/^zdzblo: not playable; close words: źdźbło/);
    }, 60_000);

    it('names each anagram\'s score from the rack, and its face value where blanks make them differ', async () => {
      const answer = await complete(gateway.url, ask('lang=en letters=qi?? limit=2'));
      expect(answer.body.choices[0].message.content.split('\n')[1]).toBe(
        'Words 1 to 2 of 4: quiz (scores 11 points from this rack, face value 22, blanks as u, z), aa (scores 0 points from this rack, face value 2, blanks as a, a).',
      );
      const plain = await complete(gateway.url, ask('lang=en letters=tac min_length=3 limit=1'));
      expect(plain.body.choices[0].message.content.split('\n')[1]).toBe('Words 1 to 1 of 2: act (scores 5 points).');
    });

    it('passes hooks=true to the search as a switch and reads each word\'s hooks', async () => {
      const answer = await complete(gateway.url, ask('lang=en pattern=c?t limit=1 hooks=true'));
      expect(answer.body.choices[0].message.content.split('\n')[1]).toBe('Words 1 to 1 of 3: cat (5 points, hooks s before, s after).');
      const tool = await complete(gateway.url, ask('lang=en pattern=c?t hooks=true', { tools: ALL_TOOLS }));
      expect(JSON.parse(tool.body.choices[0].message.tool_calls[0].function.arguments)).toEqual({ lang: 'en', pattern: 'c?t', hooks: true });
      const refused = await complete(gateway.url, ask('lang=en pattern=c?t hooks=yes'));
      expect(refused.status).toBe(400);
      // As for an integer that is not one: the tool's argument types refuse it, naming the message.
      expect(refused.body).toEqual(openAiError('invalid_parameter', 'invalid_request_error', 'messages'));
    });

    it('counts usage as the documented estimate: a token per four characters, rounded up', async () => {
      const content = 'lang=en pattern=c?t limit=2';
      const { body } = await complete(gateway.url, ask(content));
      const completion = body.choices[0].message.content as string;
      expect(body.usage).toEqual({
        prompt_tokens: Math.ceil(content.length / 4),
        completion_tokens: Math.ceil(completion.length / 4),
        total_tokens: Math.ceil(content.length / 4) + Math.ceil(completion.length / 4),
      });
    });

    it('reads text parts as well as a string', async () => {
      const { body } = await complete(gateway.url, { model: MODEL, messages: [{ role: 'user', content: [{ type: 'text', text: 'lang=en letters=tac' }] }] });
      expect(body.choices[0].message.content).toMatch(/can be made from the rack act\./);
    });

    it('tool_choice "none" runs the tool and answers readable content, even with tools declared', async () => {
      const { body } = await complete(gateway.url, ask('lang=en pattern=c?t', { tool_choice: 'none', tools: ALL_TOOLS }));
      expect(body.choices[0].finish_reason).toBe('stop');
      expect(body.choices[0].message.tool_calls).toBeUndefined();
      expect(body.choices[0].message.content).toMatch(/^3 English words match the pattern c\?t\.\nWords 1 to 3 of 3: cat/);
    });

    it('reads the list of languages as sentences', async () => {
      const { body } = await complete(gateway.url, ask(''));
      expect(body.choices[0].message.content).toMatch(/^12 languages, [\d,]+ words in all: English \(en, [\d,]+ words\)/);
    });
  });

  describe('completions with tools: a tool call the client runs, then the readable answer', () => {
    it('answers only the tool call (no content, nothing run here), finish_reason tool_calls', async () => {
      const answer = await complete(gateway.url, ask('lang=en pattern=c?t limit=2', { tools: ALL_TOOLS }));
      expect(answer.status).toBe(200);
      expect(answer.body.choices).toEqual([
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: [{ id: expect.stringMatching(/^call_/), type: 'function', function: { name: 'search_pattern', arguments: JSON.stringify({ lang: 'en', pattern: 'c?t', limit: 2 }) } }],
          },
          logprobs: null,
          finish_reason: 'tool_calls',
        },
      ]);
    });

    it('tool_choice "required" calls a tool, like "auto"', async () => {
      const { body } = await complete(gateway.url, ask('lang=en pattern=c?t', { tool_choice: 'required', tools: ALL_TOOLS }));
      expect(body.choices[0].finish_reason).toBe('tool_calls');
    });

    it('refuses arguments the tool refuses before answering a tool call', async () => {
      const answer = await complete(gateway.url, ask('lang=xx pattern=c?t', { tools: ALL_TOOLS }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(openAiError('invalid_language', 'invalid_request_error', 'lang'));
    });

    it('after the tool message, answers stop with the words, the totals and the paging hint (the round trip)', async () => {
      const first = await complete(gateway.url, ask('lang=en pattern=c?t limit=2', { tools: ALL_TOOLS }));
      const call = first.body.choices[0].message.tool_calls[0];
      // The client runs its own function: here, the REST call the arguments describe.
      const args = JSON.parse(call.function.arguments) as Record<string, string>;
      const result = (await (await fetch(`${gateway.url}/api/v1/search/pattern?${new URLSearchParams(args).toString()}`)).json()) as { description: string };
      const messages = [
        { role: 'user', content: 'lang=en pattern=c?t limit=2' },
        { role: 'assistant', content: null, tool_calls: [call] },
        { role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) },
      ];
      const { status, body } = await complete(gateway.url, { model: MODEL, messages, tools: ALL_TOOLS });
      expect(status).toBe(200);
      expect(body.choices[0]).toEqual({
        index: 0,
        message: { role: 'assistant', content: [result.description, 'Words 1 to 2 of 3: cat (5 points), cot (5 points).', 'More: ask again with offset=2 (limit=2).'].join('\n'), refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      });
    });

    it('reads a failed tool result by its error message', async () => {
      const messages = [
        { role: 'user', content: 'lang=en word=zzzq' },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ error: { code: 'word_not_found', message: 'No word zzzq in English.', details: {} } }) },
      ];
      const { body } = await complete(gateway.url, { model: MODEL, messages });
      expect(body.choices[0].message.content).toBe('The tool failed: No word zzzq in English.');
    });
  });

  describe('streaming', () => {
    const events = (text: string): string[] =>
      text
        .split('\n\n')
        .filter((block) => block !== '')
        .map((block) => {
          expect(block.startsWith('data: ')).toBe(true);
          return block.slice('data: '.length);
        });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- chunks are inspected field by field
    const chunksOf = (data: string[]): any[] => data.slice(0, -1).map((line) => JSON.parse(line));

    it('sends chat.completion.chunk events that rebuild the readable answer, ending with [DONE]', async () => {
      const response = await complete(gateway.url, ask('lang=en pattern=c?t', { stream: true }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const data = events(response.text);
      expect(data.at(-1)).toBe('[DONE]');
      const chunks = chunksOf(data);
      expect(new Set(chunks.map((chunk) => chunk.object))).toEqual(new Set(['chat.completion.chunk']));
      expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
      expect(chunks[0].choices[0].delta).toEqual({ role: 'assistant', content: '', refusal: null });
      const content = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
      expect(content).toMatch(/^3 English words match the pattern c\?t\./);
      expect(chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? [])).toEqual([]);
      expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');
      expect(chunks.every((chunk) => !('usage' in chunk))).toBe(true);
    });

    it('streams the tool call when tools are declared', async () => {
      const chunks = chunksOf(events((await complete(gateway.url, ask('lang=en pattern=c?t', { stream: true, tools: ALL_TOOLS }))).text));
      const toolCalls = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
      expect(toolCalls).toEqual([{ index: 0, id: expect.stringMatching(/^call_/), type: 'function', function: { name: 'search_pattern', arguments: '{"lang":"en","pattern":"c?t"}' } }]);
      expect(chunks.at(-1).choices[0].finish_reason).toBe('tool_calls');
    });

    it('adds a last chunk with the usage when stream_options.include_usage is set', async () => {
      const response = await complete(gateway.url, ask('lang=en pattern=c?t', { stream: true, stream_options: { include_usage: true } }));
      const data = events(response.text);
      const last = JSON.parse(data.at(-2) as string);
      expect(last).toMatchObject({ object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 5, completion_tokens: expect.any(Number) } });
      expect(JSON.parse(data[0] as string).usage).toBeNull();
    });
  });

  describe('errors, in the envelope with OpenAI type and param', () => {
    it.each([
      ['an unknown model', ask('lang=en', { model: 'gpt-4o' }), 404, 'model_not_found', 'model'],
      ['no model', { messages: [{ role: 'user', content: 'lang=en' }] }, 400, 'invalid_request', 'model'],
      ['no messages', { model: MODEL }, 400, 'invalid_request', 'messages'],
      ['empty messages', { model: MODEL, messages: [] }, 400, 'invalid_request', 'messages'],
      ['an unknown role', { model: MODEL, messages: [{ role: 'robot', content: 'x' }] }, 400, 'invalid_request', 'messages[0].role'],
      ['a bad tool_choice', ask('lang=en', { tool_choice: 'always' }), 400, 'invalid_request', 'tool_choice'],
      ['stream that is not a boolean', ask('lang=en', { stream: 'yes' }), 400, 'invalid_request', 'stream'],
      ['no user message', { model: MODEL, messages: [{ role: 'system', content: 'be brief' }] }, 400, 'invalid_request', 'messages'],
      ['a word that is not name=value', ask('lang=en cat'), 400, 'invalid_parameter', 'messages'],
      ['an argument given twice', ask('lang=en lang=fr'), 400, 'invalid_parameter', 'messages'],
      ['an argument the tool does not take', ask('lang=en pattern=c?t colour=red'), 400, 'invalid_parameter', 'messages'],
      ["another tool's argument (the rack on a pattern)", ask('lang=en pattern=c?t letters=cat'), 400, 'invalid_parameter', 'messages'],
      ['a length range upside down', ask('lang=en pattern=c* min_length=5 max_length=4'), 400, 'invalid_length_range', 'min_length'],
      ['an integer that is not one', ask('lang=en pattern=c?t limit=many'), 400, 'invalid_parameter', 'messages'],
      ['an unknown language (refused as REST refuses it)', ask('lang=xx pattern=c?t'), 400, 'invalid_language', 'lang'],
      ['a pattern that does not parse', ask('lang=en pattern=c[t'), 400, 'invalid_pattern', 'pattern'],
      ['a pattern of 16 KB (refused before any service is called)', ask(`lang=en pattern=${'a'.repeat(16_384)}`), 400, 'invalid_pattern', 'pattern'],
      ['a rack of 16 KB', ask(`lang=en letters=${'a'.repeat(16_384)}`), 400, 'invalid_letters', 'letters'],
      ['a word of 16 KB', ask(`lang=en word=${'a'.repeat(16_384)}`), 400, 'invalid_parameter', 'word'],
      ['a language of 16 KB', ask(`lang=${'a'.repeat(16_384)}`), 400, 'invalid_language', 'lang'],
    ])('%s', async (_case, body, status, code, param) => {
      const answer = await complete(gateway.url, body);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual(openAiError(code, 'invalid_request_error', param));
    });

    it('invalid JSON is 400 invalid_json', async () => {
      const answer = await complete(gateway.url, '{"model":');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(openAiError('invalid_json', 'invalid_request_error', null));
    });

    it('a body that is not JSON by media type is 415', async () => {
      const answer = await complete(gateway.url, 'model=x', { 'Content-Type': 'text/plain' });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual(openAiError('unsupported_media_type', 'invalid_request_error', null));
    });

    it('a body over 65,536 bytes is 413', async () => {
      const answer = await complete(gateway.url, ask('x'.repeat(70_000)));
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(openAiError('request_too_large', 'invalid_request_error', null));
    });

    it('the wrong method is 405 with Allow', async () => {
      const response = await fetch(`${gateway.url}/v1/chat/completions`);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await response.json()).toEqual(openAiError('method_not_allowed', 'invalid_request_error', null));
    });

    it('an unknown /v1 path is 404 not_found', async () => {
      const response = await fetch(`${gateway.url}/v1/embeddings`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(openAiError('not_found', 'invalid_request_error', null));
    });

    it('REST errors keep the plain envelope', async () => {
      const response = await fetch(`${gateway.url}/api/v1/search/pattern?lang=xx&pattern=a`);
      const body = (await response.json()) as { error: Record<string, unknown> };
      expect(Object.keys(body.error)).toEqual(['code', 'message', 'details']);
    });
  });
});

describe('a chat tool call as the owning service sees it', () => {
  let gateway: TestGateway;
  let word: Awaited<ReturnType<typeof recordingUpstream>>;

  beforeAll(async () => {
    word = await recordingUpstream(404, { error: { code: 'word_not_found', message: 'No such word.', details: { suggestions: [] } } });
    gateway = await toolGateway({ word: word.url });
  });
  afterAll(() => {
    gateway.close();
    word.close();
  });

  it('is the REST call, with the request id and the chat surface header', async () => {
    await complete(gateway.url, ask('lang=en word=qwx'), { 'X-Request-Id': 'trace-chat-1' });
    expect(word.seen).toEqual([{ url: '/api/v1/word/en/qwx', headers: expect.objectContaining({ 'x-request-id': 'trace-chat-1', 'x-lexicon-surface': 'chat' }) }]);
  });
});
