/**
 * Token counts without a tokenizer: an honest estimate, documented as such. English text averages
 * about four characters per token in OpenAI's tokenizers; JSON with short keys is close to that.
 */
const CHARACTERS_PER_TOKEN = 4;

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARACTERS_PER_TOKEN);
}

export function usageOf(prompt: string, completion: string): Usage {
  const promptTokens = estimateTokens(prompt);
  const completionTokens = estimateTokens(completion);
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
}
