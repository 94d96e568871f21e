import { useInterfaceText } from '../i18n/use-messages';

/** The pattern grammar of the README's Pattern search, next to the input. */
export function CheatSheet() {
  const { t } = useInterfaceText();
  const rows: Array<[string, string]> = [
    ['? _', t.cheatOne],
    ['* %', t.cheatAny],
    ['[abc]', t.cheatSet],
    ['[^abc]', t.cheatNotSet],
    ['@', t.cheatVowel],
    ['#', t.cheatConsonant],
  ];
  return (
    <aside class="cheat-sheet" aria-labelledby="cheat-sheet-title">
      <h2 id="cheat-sheet-title">{t.cheatSheet}</h2>
      <dl>
        {rows.map(([syntax, meaning]) => (
          <div key={syntax}>
            <dt>
              <code>{syntax}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p class="cheat-example">
        <code>{t.cheatExample}</code>
      </p>
    </aside>
  );
}
