import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser build, from the pinned npm package. */
let axeSource: string | undefined;
function source(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (injected through the debugging protocol, which the page's CSP does not
 * govern) on `selector`, or the whole document, and returns every violation with its impact.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (loaded !== true) await page.evaluate(source());
  // A string, run in the page: this package is compiled without the DOM's types.
  const run = `(async () => {
    const result = await window.axe.run(${selector === undefined ? 'document' : JSON.stringify(selector)}, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => String(node.target[0])) }));
  })()`;
  return (await page.evaluate(run)) as AxeViolation[];
}

/** The violations a person relying on assistive technology would be blocked by. */
export function seriousOrCritical(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
