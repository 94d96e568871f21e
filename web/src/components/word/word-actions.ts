/** What a word's details can ask for next; the page answers by fetching, an MCP view by calling a tool. */
export interface WordActions {
  /** Opens another word (a hook, an anagram, a family member, a suggestion), in this language or another. */
  openWord: (word: string, lang?: string) => void;
  /** Shows a pattern search (all of a family). */
  searchPattern: (pattern: string) => void;
}
