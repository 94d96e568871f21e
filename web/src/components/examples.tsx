import { EXAMPLES } from '../examples';
import { useInterfaceText } from '../i18n/use-messages';
import type { Mode } from '../url-state';

/** The first screen of a mode: a few queries of the dictionary's language to tap (examples.ts). */
export function Examples({ mode, lang, onPick }: { mode: Mode; lang: string; onPick: (query: string) => void }) {
  const { t } = useInterfaceText();
  const examples = EXAMPLES[lang]?.[mode] ?? [];
  if (examples.length === 0) return null;
  return (
    <section class="examples" aria-labelledby="examples-title">
      <h2 id="examples-title">{t.examples}</h2>
      <ul class="chips" lang={lang}>
        {examples.map((example) => (
          <li key={example}>
            <button type="button" class="chip example" onClick={() => onPick(example)}>
              <code>{example}</code>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
