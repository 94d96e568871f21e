import OpenAI from 'openai';
import { gatewayUrl } from './gateway-under-test';

/** The chat-compatible surface through the gateway container, with the official OpenAI client. */
describe('chat completions through the gateway container', () => {
  const openai = (): OpenAI => new OpenAI({ baseURL: `${gatewayUrl()}/v1`, apiKey: 'not-needed', maxRetries: 0 });

  it('lists the one model', async () => {
    const models = await openai().models.list();
    expect(models.data.map((model) => model.id)).toEqual(['lexicon-mcp-1']);
  });

  it('answers a pattern query without tools as readable text, with stop', async () => {
    const completion = await openai().chat.completions.create({
      model: 'lexicon-mcp-1',
      messages: [{ role: 'user', content: 'lang=en pattern=c?t' }],
    });
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('stop');
    expect(choice?.message.tool_calls).toBeUndefined();
    expect(choice?.message.content).toMatch(/^4 English words match the pattern c\?t\.\nWords 1 to 4 of 4: cat \(5 points\)/);
  });

  it('answers with the tool call alone when the client declares the tool', async () => {
    const tools = [{ type: 'function' as const, function: { name: 'search_pattern', parameters: { type: 'object' } } }];
    const completion = await openai().chat.completions.create({ model: 'lexicon-mcp-1', messages: [{ role: 'user', content: 'lang=en pattern=c?t' }], tools });
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('tool_calls');
    const call = choice?.message.tool_calls?.[0];
    if (call?.type !== 'function') throw new Error('expected a function call');
    expect(call.function.name).toBe('search_pattern');
    expect(JSON.parse(call.function.arguments)).toEqual({ lang: 'en', pattern: 'c?t' });
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
    expect(finish).toBe('stop');
    expect(content).toMatch(/^4 English words 2 to 3 letters long can be made from the rack act\.\nWords 1 to 4 of 4: act \(scores 5 points\)/);
  });

  it('refuses an unknown model with 404 model_not_found', async () => {
    await expect(
      openai().chat.completions.create({ model: 'gpt-none', messages: [{ role: 'user', content: 'lang=en pattern=c?t' }] }),
    ).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
  });
});
