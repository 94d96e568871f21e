/** The one chat model: deterministic tool selection, no language model behind it (docs/api.md, Chat completions). */
export const MODEL_ID = 'lexicon-mcp-1';

/** When the model's behaviour was fixed (2026-01-01T00:00:00Z); stable so clients can cache the list. */
const MODEL_CREATED = 1_767_225_600;

export interface ModelObject {
  id: string;
  object: 'model';
  created: number;
  owned_by: 'lexicon';
}

export const MODEL: ModelObject = { id: MODEL_ID, object: 'model', created: MODEL_CREATED, owned_by: 'lexicon' };

export const MODELS = [MODEL] as const;
