import type { WordResponse } from '../../api-types';
import { fill } from '../../i18n/messages';
import { useInterfaceText } from '../../i18n/use-messages';
import type { Headings } from './headings';
import type { WordActions } from './word-actions';

/** The chance of drawing a word's tiles as odds ("1 in 552"), three significant digits being plenty. */
function oddsOf(probability: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumSignificantDigits: 3 }).format(1 / probability);
}

/**
 * What a player asks of a word beyond its meaning: which letters hook onto it (each a word to open),
 * its anagrams, how common it is, which of the language's lists hold it, and the chance of drawing it.
 */
export function WordPlayFacts({ details, headings, actions }: { details: WordResponse; headings: Headings; actions: WordActions }) {
  const { t, language, number } = useInterfaceText();
  const { Section } = headings;
  const { front, back } = details.hooks;
  return (
    <>
      <section class="hooks">
        <Section>{t.hooks}</Section>
        {front.length === 0 && back.length === 0 && <p class="hint">{t.noHooks}</p>}
        <HookRow label={t.hooksBefore} hooked={front.map((letter) => ({ letter, word: `${letter}${details.word}`, before: true }))} actions={actions} />
        <HookRow label={t.hooksAfter} hooked={back.map((letter) => ({ letter, word: `${details.word}${letter}`, before: false }))} actions={actions} />
      </section>
      <section class="anagrams">
        <Section>
          {t.anagrams}
          {details.anagram_count > details.anagrams.length && <span class="hint"> ({fill(t.familyTotal, { shown: number(details.anagrams.length), count: number(details.anagram_count) })})</span>}
        </Section>
        {details.anagrams.length === 0 ? (
          <p class="hint">{t.noAnagrams}</p>
        ) : (
          <ul class="chips">
            {details.anagrams.map((anagram) => (
              <li key={anagram}>
                <button type="button" class="chip" onClick={() => actions.openWord(anagram)}>
                  {anagram}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <dl class="word-facts">
        <div>
          <dt>{t.commonness}</dt>
          <dd>{details.common_rank === null ? t.notCommon : fill(t.commonRank, { rank: number(details.common_rank) })}</dd>
        </div>
        <div>
          <dt>{t.wordListsHeading}</dt>
          <dd>{details.lists.map((list) => t.wordLists[list]).join(' · ')}</dd>
        </div>
        <div>
          <dt>{t.probability}</dt>
          <dd>{details.probability > 0 ? fill(t.probabilityOneIn, { count: oddsOf(details.probability, language) }) : t.cannotDraw}</dd>
        </div>
      </dl>
    </>
  );
}

function HookRow({ label, hooked, actions }: { label: string; hooked: Array<{ letter: string; word: string; before: boolean }>; actions: WordActions }) {
  if (hooked.length === 0) return null;
  return (
    <div class="hook-row">
      <span class="hook-side">{label}</span>
      <ul class="chips">
        {hooked.map(({ letter, word, before }) => (
          <li key={letter}>
            <button type="button" class="chip" onClick={() => actions.openWord(word)} aria-label={word}>
              {before && <b class="hook-letter">{letter}</b>}
              {before ? word.slice(letter.length) : word.slice(0, word.length - letter.length)}
              {!before && <b class="hook-letter">{letter}</b>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
