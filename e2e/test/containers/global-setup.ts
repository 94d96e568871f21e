import { buildImages, type ContainerSystem, imageSizes, startContainerSystem } from './container-system';

declare global {
  var lexiconContainers: ContainerSystem | undefined;
}

/** The main gateway's limit is out of reach, so the smoke suites are never rate limited; the rate-limit suite starts its own gateways. */
const MAIN_GATEWAY_ENV = { RATE_LIMIT_POINTS: '100000' };

/**
 * Builds the four images and starts the system once for every test file; the files find it through
 * LEXICON_E2E_* variables (the workers inherit this process's environment).
 */
export default async function globalSetup(): Promise<void> {
  // Ryuk (the reaper container) comes from an image registry; the teardown removes what was started.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  process.stdout.write('\n');
  const built = Date.now();
  await buildImages();
  const buildSeconds = (Date.now() - built) / 1000;
  const system = await startContainerSystem(MAIN_GATEWAY_ENV);
  globalThis.lexiconContainers = system;
  process.env.LEXICON_E2E_GATEWAY_URL = system.gatewayUrl;
  process.env.LEXICON_E2E_NETWORK = system.network.getName();
  process.env.LEXICON_E2E_WORD_SERVICE_ID = system.services['word-service'].getId();
  const sizes = await imageSizes();
  process.stdout.write(
    `[containers] images built in ${buildSeconds.toFixed(1)} s; sizes (MB): ${JSON.stringify(sizes)}\n` +
      `[containers] container start → healthy (ms): ${JSON.stringify(system.startupMs)}\n`,
  );
}
