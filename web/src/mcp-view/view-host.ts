import type { App } from '@modelcontextprotocol/ext-apps';
import { VIEW_CALLED_TOOLS } from '@lexicon/shared/mcp-app-view';

/** A tool's answer as the view draws it: the structured result, or the text of a failure. */
export interface ToolOutcome {
  result: unknown;
  failed: boolean;
  /** The tool's text, shown when it failed (the error's message). */
  message: string;
}

/** What the view asks of its host: another of our tools called, since the view itself fetches nothing. */
export interface ViewHost {
  wordDetails: (lang: string, word: string) => Promise<ToolOutcome>;
  searchPattern: (lang: string, pattern: string) => Promise<ToolOutcome>;
}

export function outcomeOf(result: { structuredContent?: unknown; isError?: boolean; content?: Array<{ type: string; text?: string }> }): ToolOutcome {
  const message = (result.content ?? []).map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('\n');
  return { result: result.structuredContent ?? null, failed: result.isError === true, message };
}

/** The host of an ext-apps view: each call goes to our server through the host (tools/call). */
export function hostOf(view: App): ViewHost {
  const call = async (name: string, args: Record<string, string>): Promise<ToolOutcome> => {
    try {
      return outcomeOf(await view.callServerTool({ name, arguments: args }));
    } catch (error: unknown) {
      return { result: null, failed: true, message: error instanceof Error ? error.message : String(error) };
    }
  };
  return {
    wordDetails: (lang, word) => call(VIEW_CALLED_TOOLS.wordDetails, { lang, word }),
    searchPattern: (lang, pattern) => call(VIEW_CALLED_TOOLS.searchPattern, { lang, pattern }),
  };
}
