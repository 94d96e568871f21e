import { randomUUID } from 'node:crypto';
import { dataDirectory } from '@lexicon/dictionary-store';
import OpenAI, { BadRequestError, NotFoundError, RateLimitError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';

const MODEL = 'lexicon-mcp-1';
const PORTS = { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 };

/** The official `openai` client against /v1 of the system as `npm start` runs it. */
describe('an OpenAI client against /v1', () => {
  let system: LocalSystem;
  let openai: OpenAI;

  beforeAll(async () => {
    system = await startLocalSystem({ ports: PORTS, env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn' } });
    openai = new OpenAI({ baseURL: `${system.gatewayUrl}/v1`, apiKey: 'not-needed', maxRetries: 0 });
  }, 90_000);
  afterAll(() => system?.stop());

  it('lists and retrieves the model', async () => {
    const models = [];
    for await (const model of openai.models.list()) models.push(model);
    expect(models).toEqual([{ id: MODEL, object: 'model', created: expect.any(Number), owned_by: 'lexicon' }]);
    expect(await openai.models.retrieve(MODEL)).toMatchObject({ id: MODEL });
  });

  it('reads an unknown model as NotFoundError, on retrieve and on create', async () => {
    await expect(openai.models.retrieve('gpt-4o')).rejects.toBeInstanceOf(NotFoundError);
    const error = await openai.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'lang=en' }] }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'model_not_found', type: 'invalid_request_error', param: 'model' });
  });

  it('answers a request without tools with the result as readable content and stop', async () => {
    const completion = await openai.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: 'lang=en pattern=*ing contains=zz limit=3' }] });
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('stop');
    expect(choice?.message.tool_calls).toBeUndefined();
    expect(choice?.message.content).toMatch(/English words match the pattern \*ing, containing zz\.\nWords 1 to 3 of [\d,]+: \w+ \(\d+ points\)/);
    expect(choice?.message.content).toMatch(/More: ask again with offset=3 \(limit=3\)\.$/);
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
  });

  it('creates a completion that calls the tool the arguments point at when tools are declared', async () => {
    const tools = [{ type: 'function' as const, function: { name: 'search_pattern', parameters: { type: 'object' } } }];
    const completion = await openai.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: 'lang=en pattern=*ing contains=zz limit=3' }], tools });
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message.content).toBeNull();
    const call = choice?.message.tool_calls?.[0];
    if (call?.type !== 'function') throw new Error('expected a function call');
    expect(call.function.name).toBe('search_pattern');
    expect(JSON.parse(call.function.arguments)).toEqual({ lang: 'en', pattern: '*ing', contains: 'zz', limit: 3 });
  });

  it("runs with the SDK's runTools helper: the client's function runs once, the final answer holds the words", async () => {
    const calls: unknown[] = [];
    const runner = openai.chat.completions.runTools({
      model: MODEL,
      messages: [{ role: 'user', content: 'lang=fr pattern=ete' }],
      tools: [
        {
          type: 'function',
          function: {
            name: 'search_pattern',
            description: 'Words that match a whole-word pattern.',
            parameters: { type: 'object' },
            parse: (text: string) => JSON.parse(text) as Record<string, string>,
            // The client's own function: here it asks the REST endpoint, as an application would.
            function: async (args: Record<string, string>) => {
              calls.push(args);
              return (await fetch(`${system.gatewayUrl}/api/v1/search/pattern?${new URLSearchParams(args).toString()}`)).json();
            },
          },
        },
      ],
    });
    const content = await runner.finalContent();
    expect(calls).toEqual([{ lang: 'fr', pattern: 'ete' }]);
    expect(content).toMatch(/^\d+ French words? match(es)? the pattern ete\.\nWords 1 to \d+ of \d+: été \(\d+ points\)/);
  });

  it('streams with .stream(): the chunks rebuild the same completion', async () => {
    const stream = openai.chat.completions.stream({
      model: MODEL,
      messages: [{ role: 'user', content: 'lang=en letters=retains? min_length=8 limit=2' }],
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const final = await stream.finalChatCompletion();
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    expect(final.choices[0]?.finish_reason).toBe('stop');
    expect(final.choices[0]?.message.content).toMatch(/English words 8 letters long can be made from the rack \w+\?\.\nWords 1 to 2 of/);
    expect(final.usage?.prompt_tokens).toBeGreaterThan(0);
  });

  it('goes the full tool round trip: user → assistant tool call → tool → assistant', async () => {
    const tools = [{ type: 'function' as const, function: { name: 'search_pattern', parameters: { type: 'object' } } }];
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'lang=fr pattern=ete' }];
    const first = await openai.chat.completions.create({ model: MODEL, messages, tools, tool_choice: 'auto' });
    const assistant = first.choices[0]?.message;
    const call = assistant?.tool_calls?.[0];
    if (assistant === undefined || call === undefined) throw new Error('expected a tool call');
    if (call.type !== 'function') throw new Error('expected a function call');
    // The client runs the function itself (here: the REST call) and sends back its result.
    const result = await (await fetch(`${system.gatewayUrl}/api/v1/search/pattern?${new URLSearchParams(JSON.parse(call.function.arguments) as Record<string, string>).toString()}`)).text();
    messages.push(assistant, { role: 'tool', tool_call_id: call.id, content: result });
    const second = await openai.chat.completions.create({ model: MODEL, messages, tools });
    expect(second.choices[0]?.finish_reason).toBe('stop');
    expect(second.choices[0]?.message.tool_calls).toBeUndefined();
    expect(second.choices[0]?.message.content).toMatch(/^\d+ French words? match(es)? the pattern ete\.\nWords 1 to \d+ of \d+: été/);
  });

  it('reads invalid arguments as BadRequestError with code and param', async () => {
    const error = await openai.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: 'lang=xx pattern=cat' }] }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_language', type: 'invalid_request_error', param: 'lang' });
    const shape = await openai.chat.completions.create({ model: MODEL, messages: [] }).catch((failure: unknown) => failure);
    expect(shape).toMatchObject({ status: 400, code: 'invalid_request', param: 'messages' });
  });
});

/**
 * One budget per client across REST, MCP and chat, counted in real Redis: a low limit, spent on all
 * three surfaces, then refused on each — read by the openai client as RateLimitError.
 */
describe('the rate limit shared by REST, MCP and chat', () => {
  const LIMIT = 6;
  let system: LocalSystem;
  let openai: OpenAI;

  beforeAll(async () => {
    system = await startLocalSystem({
      ports: PORTS,
      env: {
        LEXICON_DATA_DIR: dataDirectory(process.env),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_POINTS: String(LIMIT),
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        RATE_LIMIT_KEY_PREFIX: `e2e-surfaces-${randomUUID()}`,
      },
    });
    openai = new OpenAI({ baseURL: `${system.gatewayUrl}/v1`, apiKey: 'not-needed', maxRetries: 0 });
  }, 90_000);
  afterAll(() => system?.stop());

  const mcpPing = (): Promise<Response> =>
    fetch(`${system.gatewayUrl}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) });

  it('counts every surface against one budget and refuses each once it is spent', async () => {
    const rest = await fetch(`${system.gatewayUrl}/api/v1/languages`);
    expect(rest.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1));
    const mcp = await mcpPing();
    expect(mcp.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 2));
    const chat = await openai.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: '' }] }).withResponse();
    expect(chat.response.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 3));
    await openai.models.list();
    await mcpPing();
    const last = await fetch(`${system.gatewayUrl}/api/v1/search/pattern?lang=en&pattern=cat`);
    expect(last.headers.get('x-ratelimit-remaining')).toBe('0');

    const error = await openai.chat.completions.create({ model: MODEL, messages: [{ role: 'user', content: 'lang=en' }] }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', type: 'rate_limit_error', param: null });
    expect(Number((error as RateLimitError).headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const mcpRefused = await mcpPing();
    expect(mcpRefused.status).toBe(429);
    expect(((await mcpRefused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    const restRefused = await fetch(`${system.gatewayUrl}/api/v1/languages`);
    expect(restRefused.status).toBe(429);
    expect(Object.keys(((await restRefused.json()) as { error: object }).error)).toEqual(['code', 'message', 'details']);
    // The services were just started: their first answers may wait for the warm-up's turns on a busy machine.
  }, 30_000);
});
