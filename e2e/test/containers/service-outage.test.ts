import { startContainerAgain, stopContainer } from './container-system';
import { gatewayUrl, getJson, waitFor } from './gateway-under-test';

/** word-service's container stopped: its paths answer 503 in the envelope, the rest serves; started again: it recovers. */
describe('a service container stopped and started again', () => {
  const wordServiceId = (): string => {
    const id = process.env.LEXICON_E2E_WORD_SERVICE_ID;
    if (id === undefined) throw new Error('LEXICON_E2E_WORD_SERVICE_ID is unset: run this suite with `npm run test:e2e`');
    return id;
  };
  const word = (): Promise<{ status: number; body: any }> => getJson(`${gatewayUrl()}/api/v1/word/en/cat`); // eslint-disable-line @typescript-eslint/no-explicit-any

  it('answers 503 service_unavailable without word-service, and recovers when it is back', async () => {
    expect((await word()).status).toBe(200);

    await stopContainer(wordServiceId());
    const missing = await getJson(`${gatewayUrl()}/api/v1/word/en/cat`);
    expect(missing.status).toBe(503);
    expect(missing.body.error.code).toBe('service_unavailable');
    expect(missing.body.error.message).not.toMatch(/word-service|\d+\.\d+\.\d+\.\d+|ENOTFOUND|ECONNREFUSED/);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    const readiness = await getJson(`${gatewayUrl()}/api/v1/readyz`);
    expect(readiness.status).toBe(503);
    expect(readiness.body.error.details.services.word).toBe('unreachable');
    expect((await getJson(`${gatewayUrl()}/api/v1/search/pattern?lang=en&pattern=c?t`)).status).toBe(200);

    const healthyAfterMs = await startContainerAgain(wordServiceId());
    process.stdout.write(`[containers] word-service restarted: healthy after ${healthyAfterMs} ms\n`);
    await waitFor('word details through the gateway', async () => (await word()).status === 200, 30_000);
    expect((await word()).body).toMatchObject({ word: 'cat', language: 'en' });
    expect((await getJson(`${gatewayUrl()}/api/v1/readyz`)).status).toBe(200);
  }, 240_000);
});
