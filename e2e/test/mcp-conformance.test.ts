import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { dataDirectory } from '@lexicon/dictionary-store';
import { freePort } from '@lexicon/service-kit';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';

const run = promisify(execFile);

/** The conformance suite's command line, run with the same Node as the tests. */
const CONFORMANCE_CLI = path.join(path.dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');

/**
 * The server scenarios that apply to this server: stateless, with tools and one resource (the words
 * view). The suite's other server scenarios call fixtures of its own test server (tools such as
 * `json_schema_2020_12_tool` or the error tool of `tools-call-error`, resources under `test://`,
 * prompts), features this server does not declare (logging, completions, subscriptions), or SSE
 * streams a stateless server does not open (`server-sse-*` check nothing here: 0 of 0).
 */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'] as const;


/**
 * The official MCP conformance scenarios against the running gateway, with the Origin allow-list on
 * (as the DNS-rebinding scenario needs): every check of every scenario must pass.
 */
describe('MCP conformance (@modelcontextprotocol/conformance) against /mcp', () => {
  let system: LocalSystem;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    system = await startLocalSystem({
      ports: { gateway: port, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      env: {
        LEXICON_DATA_DIR: dataDirectory(process.env),
        LOG_LEVEL: 'warn',
        MCP_ALLOWED_ORIGINS: `http://127.0.0.1:${port}, http://localhost:${port}`,
      },
    });
  }, 90_000);
  afterAll(() => system?.stop());

  it.each(SCENARIOS)('passes %s', async (scenario) => {
    const { stdout, stderr } = await run(process.execPath, [CONFORMANCE_CLI, 'server', '--url', `http://127.0.0.1:${port}/mcp`, '--scenario', scenario], {
      timeout: 60_000,
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`conformance ${scenario} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
    });
    const output = `${stdout}\n${stderr}`;
    expect(output).toMatch(/Passed: [1-9]\d*\/\d+, 0 failed/);
    expect(output).not.toMatch(/FAILURE|✗/);
  }, 90_000);
});
