import type { Page } from 'playwright-core';

/**
 * Opens the page's secondary controls (filters, order, word list, pattern syntax) where they are
 * folded behind the "Options" button, as on a phone; on a wide screen they are always shown.
 */
export async function showSearchOptions(page: Page): Promise<void> {
  const toggle = page.locator('.secondary-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
