import { AppError, INTEGER_TEXT } from '@lexicon/shared';
import { z } from 'zod';
import type { ToolDefinition } from '../mcp/tools';
import type { ChatRequest } from './chat-request';

export type ArgumentPairs = Record<string, string>;

/** Reads `name=value name=value`; anything else is a 400 naming the word at fault. */
export function parseArgumentPairs(text: string): ArgumentPairs {
  const pairs: ArgumentPairs = {};
  for (const token of text.split(/\s+/).filter((part) => part !== '')) {
    const equals = token.indexOf('=');
    if (equals <= 0) {
      throw new AppError('invalid_parameter', `"${token}" is not a name=value pair; write the arguments as name=value separated by spaces, e.g. lang=en pattern=c?t.`, {
        param: 'messages',
        token,
      });
    }
    const name = token.slice(0, equals);
    if (Object.hasOwn(pairs, name)) throw new AppError('invalid_parameter', `The argument ${name} is given twice.`, { param: 'messages', parameter: name });
    pairs[name] = token.slice(equals + 1);
  }
  return pairs;
}

/** The argument that names what the user wants picks the tool (docs/api.md, Chat completions). */
function inferredToolName(pairs: ArgumentPairs): string {
  if ('letters' in pairs) return 'search_anagram';
  if ('pattern' in pairs) return 'search_pattern';
  if ('word' in pairs) return 'get_word_details';
  if ('lang' in pairs) return 'get_language_stats';
  return 'list_languages';
}

function knownTool(tools: ReadonlyMap<string, ToolDefinition>, name: string, param: string): ToolDefinition {
  const tool = tools.get(name);
  if (tool === undefined) throw new AppError('invalid_parameter', `Unknown tool "${name}"; tools: ${[...tools.keys()].join(', ')}.`, { param, value: name });
  return tool;
}

/**
 * The tool to run: a named tool_choice, else the only entry of `tools`, else the one the arguments
 * point at. When `tools` is given, the tool must be one of them.
 */
export function selectTool(request: ChatRequest, pairs: ArgumentPairs, tools: ReadonlyMap<string, ToolDefinition>): ToolDefinition {
  const offered = (request.tools ?? []).map((entry, index) => knownTool(tools, entry.function.name, `tools[${index}].function.name`));
  const choice = request.tool_choice;
  let tool: ToolDefinition;
  if (typeof choice === 'object') tool = knownTool(tools, choice.function.name, 'tool_choice.function.name');
  else if (offered.length === 1) tool = offered[0] as ToolDefinition;
  else tool = knownTool(tools, inferredToolName(pairs), 'messages');
  if (offered.length > 0 && !offered.includes(tool)) {
    throw new AppError('invalid_parameter', `The tool ${tool.name} is not among the request's tools (${offered.map((one) => one.name).join(', ')}).`, {
      param: 'tools',
      tool: tool.name,
    });
  }
  return tool;
}

/** Text values become the tool's JSON arguments: integer arguments from their digits, the rest as text. */
export function toolArgumentsFromPairs(tool: ToolDefinition, pairs: ArgumentPairs): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(pairs).map(([name, value]) => {
      let inner: unknown = tool.arguments.shape[name];
      // Optional arguments are optional and nullable around their type.
      while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
      return [name, inner instanceof z.ZodNumber && INTEGER_TEXT.test(value) ? Number(value) : value];
    }),
  );
}
