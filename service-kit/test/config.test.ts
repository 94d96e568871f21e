import { ConfigError, configVar, loadConfig, loadProcessConfig } from '@lexicon/service-kit';
import { z } from 'zod';

const variables = { portVariable: 'SEARCH_SERVICE_PORT', hostVariable: 'SEARCH_SERVICE_HOST', defaultPort: 8081, defaultHost: '127.0.0.1' };

describe('process configuration', () => {
  it('falls back to the defaults when nothing is set', () => {
    expect(loadProcessConfig({}, variables)).toEqual({ host: '127.0.0.1', port: 8081, logLevel: 'info', shutdownGraceMs: 10_000, metricsHost: '127.0.0.1', metricsPort: 9081 });
  });

  it('reads the process-specific variables and treats empty strings as unset', () => {
    const config = loadProcessConfig({ SEARCH_SERVICE_PORT: '9001', SEARCH_SERVICE_HOST: '0.0.0.0', LOG_LEVEL: '' }, variables);
    expect(config).toMatchObject({ port: 9001, host: '0.0.0.0', logLevel: 'info', metricsHost: '127.0.0.1' });
    expect(loadProcessConfig({ SEARCH_SERVICE_METRICS_PORT: '9500', METRICS_HOST: '0.0.0.0' }, variables)).toMatchObject({ metricsPort: 9500, metricsHost: '0.0.0.0' });
  });

  it.each([
    ['SEARCH_SERVICE_PORT', 'eighty'],
    ['SEARCH_SERVICE_PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['SHUTDOWN_GRACE_MS', '-5'],
    ['SEARCH_SERVICE_METRICS_PORT', 'ninety'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadProcessConfig({ [name]: value }, variables)).toThrow(ConfigError);
    expect(() => loadProcessConfig({ [name]: value }, variables)).toThrow(name);
  });

  it('validates URLs and flags', () => {
    const schema = z.object({ UPSTREAM: configVar.url('http://127.0.0.1:1'), ON: configVar.flag(false) });
    expect(loadConfig(schema, {})).toEqual({ UPSTREAM: 'http://127.0.0.1:1', ON: false });
    expect(loadConfig(schema, { ON: 'yes' }).ON).toBe(true);
    expect(() => loadConfig(schema, { UPSTREAM: 'not a url' })).toThrow('UPSTREAM');
    expect(() => loadConfig(schema, { UPSTREAM: 'ftp://example.test' })).toThrow('UPSTREAM');
  });
});
