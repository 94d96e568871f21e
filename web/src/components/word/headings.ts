/**
 * The heading levels inside a word's details: the drawer titles the word with an h2, the word mode
 * of the page with an h3 under the page's own h2; sections and meaning groups go one and two deeper.
 */
export interface Headings {
  Title: 'h2' | 'h3';
  Section: 'h3' | 'h4';
  Group: 'h4' | 'h5';
}

export function headingsFrom(titleLevel: 2 | 3): Headings {
  return titleLevel === 2 ? { Title: 'h2', Section: 'h3', Group: 'h4' } : { Title: 'h3', Section: 'h4', Group: 'h5' };
}
