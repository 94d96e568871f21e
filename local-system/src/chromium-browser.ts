import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium package; `CHROMIUM_PATH` names another build. No browser is downloaded at run time. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Why the browser tests cannot run, with the way to fix it; undefined when chromium is there. */
export function missingChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const executable = chromiumPath(env);
  if (existsSync(executable)) return undefined;
  return `chromium not found at ${executable}: install it (as root: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH`;
}

/**
 * Flags for a quiet, reproducible headless run: no sandbox (containers run as root), no GPU, no
 * background traffic (updates, sync, QUIC probes) that would mix with the page's own requests.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * Headless chromium. Each launch runs on a fresh profile (a new user-data-dir, removed when the
 * browser closes), so no cache, cookie or storage carries over between runs. `extraFlags` adds e.g. a
 * debugging port.
 */
export async function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  const problem = missingChromium();
  if (problem !== undefined) throw new Error(problem);
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}
