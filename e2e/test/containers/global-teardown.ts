import './global-setup';

/** Stops and removes every container the setup started, then the network. */
export default async function globalTeardown(): Promise<void> {
  const system = globalThis.lexiconContainers;
  if (system === undefined) return;
  await Promise.allSettled([system.gateway.stop(), ...Object.values(system.services).map((container) => container.stop())]);
  await system.redis.stop();
  await system.network.stop();
}
