import { AppError, INTEGER_TEXT, type ParameterType } from '@lexicon/shared';
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

/**
 * The argument that names what the user wants picks the tool (docs/api.md, Chat completions), as each tool's
 * row of the operations catalogue says: of the tools whose argument is given (and whose `unlessGiven`
 * argument is not), the one of lowest rank; when none is given, the fallback tool.
 */
function inferredToolName(pairs: ArgumentPairs, tools: ReadonlyMap<string, ToolDefinition>): string {
  let picked: { name: string; rank: number } | undefined;
  let fallback = '';
  for (const tool of tools.values()) {
    const choice = tool.chatChoice;
    if (choice === 'fallback') fallback = tool.name;
    else if (
      choice !== undefined &&
      Object.hasOwn(pairs, choice.whenGiven) &&
      (choice.unlessGiven === undefined || !Object.hasOwn(pairs, choice.unlessGiven)) &&
      (picked === undefined || choice.rank < picked.rank)
    ) {
      picked = { name: tool.name, rank: choice.rank };
    }
  }
  return picked?.name ?? fallback;
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
  else tool = knownTool(tools, inferredToolName(pairs, tools), 'messages');
  if (offered.length > 0 && !offered.includes(tool)) {
    throw new AppError('invalid_parameter', `The tool ${tool.name} is not among the request's tools (${offered.map((one) => one.name).join(', ')}).`, {
      param: 'tools',
      tool: tool.name,
    });
  }
  return tool;
}

/** One text value as the JSON argument its catalogue type asks for, or as text when it is not one (for the tool's check to refuse). */
function argumentOf(type: ParameterType | undefined, value: string): string | number | boolean {
  if (type === 'integer' && INTEGER_TEXT.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Text values become the tool's JSON arguments: the arguments the catalogue declares integers from their
 * digits, switches from `true` or `false`, the rest as text.
 */
export function toolArgumentsFromPairs(tool: ToolDefinition, pairs: ArgumentPairs): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(pairs).map(([name, value]) => [name, argumentOf(Object.hasOwn(tool.argumentTypes, name) ? tool.argumentTypes[name] : undefined, value)]));
}
