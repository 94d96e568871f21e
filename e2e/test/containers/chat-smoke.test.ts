import OpenAI from 'openai';
import { gatewayUrl } from './gateway-under-test';

/** The chat-compatible surface through the gateway container, with the official OpenAI client. */
describe('chat completions through the gateway container', () => {
  const openai = (): OpenAI => new OpenAI({ baseURL: `${gatewayUrl()}/v1`, apiKey: 'not-needed', maxRetries: 0 });

  it('lists the one model', async () => {
    const models = await openai().models.list();
    expect(models.data.map((model) => model.id)).toEqual(['lexicon-mcp-1']);
  });

  it('answers a pattern query with a tool call and its result', async () => {
    const completion = await openai().chat.completions.create({
      model: 'lexicon-mcp-1',
      messages: [{ role: 'user', content: 'lang=en pattern=c?t' }],
    });
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('tool_calls');
    const call = choice?.message.tool_calls?.[0];
    expect(call?.type).toBe('function');
    expect(call?.type === 'function' ? call.function.name : undefined).toBe('search_pattern');
    expect(JSON.parse(choice?.message.content ?? '{}')).toMatchObject({ total: 4 });
  });

  it('streams the same answer as chunks', async () => {
    const stream = await openai().chat.completions.create({
      model: 'lexicon-mcp-1',
      messages: [{ role: 'user', content: 'lang=en letters=tac' }],
      stream: true,
    });
    let content = '';
    let finish: string | null = null;
    for await (const chunk of stream) {
      content += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(finish).toBe('tool_calls');
    expect(JSON.parse(content)).toMatchObject({ tool: 'anagram', language: 'en' });
  });

  it('refuses an unknown model with 404 model_not_found', async () => {
    await expect(
      openai().chat.completions.create({ model: 'gpt-none', messages: [{ role: 'user', content: 'lang=en pattern=c?t' }] }),
    ).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
  });
});
