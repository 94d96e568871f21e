import type { FamilyName, WordResponse } from '../../api-types';
import { fill } from '../../i18n/messages';
import { useInterfaceText } from '../../i18n/use-messages';
import type { Headings } from './headings';
import type { WordActions } from './word-actions';

const FAMILIES: ReadonlyArray<{ name: FamilyName; label: 'startsWith' | 'endsWith' | 'contains'; pattern: (word: string) => string }> = [
  { name: 'starts_with', label: 'startsWith', pattern: (word) => `${word}*` },
  { name: 'ends_with', label: 'endsWith', pattern: (word) => `*${word}` },
  { name: 'contains', label: 'contains', pattern: (word) => `*${word}*` },
];

/**
 * The words that start with, end with or contain the word, each a word to open. `showMore` is given
 * while a larger family page can still be asked for; after that, the rest is a pattern search.
 */
export function WordFamilies({ details, headings, actions, showMore }: { details: WordResponse; headings: Headings; actions: WordActions; showMore?: () => void }) {
  const { t, number } = useInterfaceText();
  const families = FAMILIES.filter((family) => details.word_families.totals[family.name] > 0);
  if (families.length === 0) return null;
  return (
    <section class="families">
      <headings.Section>{t.families}</headings.Section>
      {families.map((family) => {
        const members = details.word_families[family.name];
        const total = details.word_families.totals[family.name];
        return (
          <div key={family.name} class="family">
            <p class="family-title">
              {fill(t[family.label], { word: details.word })} <span class="hint">({fill(t.familyTotal, { shown: number(members.length), count: number(total) })})</span>
            </p>
            <ul class="chips">
              {members.map((member) => (
                <li key={member.word}>
                  <button type="button" class="chip" onClick={() => actions.openWord(member.word)}>
                    {member.word} <span class="chip-points">{member.points}</span>
                  </button>
                </li>
              ))}
            </ul>
            {members.length < total &&
              (showMore ? (
                <button type="button" class="link-button" onClick={showMore}>
                  {t.showMore}
                </button>
              ) : (
                <button type="button" class="link-button" onClick={() => actions.searchPattern(family.pattern(details.word))}>
                  {t.moreInPatternSearch}
                </button>
              ))}
          </div>
        );
      })}
    </section>
  );
}

export function CrossLanguages({ details, headings, actions }: { details: WordResponse; headings: Headings; actions: WordActions }) {
  const { t } = useInterfaceText();
  return (
    <section class="cross-languages">
      <headings.Section>{t.otherLanguages}</headings.Section>
      {details.cross_languages.length === 0 ? (
        <p class="hint">{t.noOtherLanguages}</p>
      ) : (
        <ul class="chips">
          {details.cross_languages.map((other) => (
            <li key={other.code}>
              <button type="button" class="chip" onClick={() => actions.openWord(other.word, other.code)}>
                <span aria-hidden="true">{other.flag}</span> {other.name}: {other.word} <span class="chip-points">{other.points}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
