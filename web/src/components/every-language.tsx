import type { AnagramLanguagesResponse, FoundWord, LanguageInfo } from '../api-types';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';
import { everyLanguagePath } from '../search-request';
import { useApi } from '../use-api';
import { DeveloperPanel } from './developer-panel';
import { OutcomeMessage } from './outcome-message';
import { WordTile } from './word-tile';

type LanguageAnswer = AnagramLanguagesResponse['languages'][number];

/** Whether two lists hold the same words in the same order (the longest are often the highest-scoring too). */
const sameWords = (one: readonly FoundWord[], other: readonly FoundWord[]): boolean => one.length === other.length && one.every((word, index) => word.word === other[index]?.word);

/**
 * One rack in every language (docs/api.md, One rack in every language): for each, its total, its
 * longest and its highest-scoring words as tiles (a tile opens the word in that language), the
 * characters it has no tile for, and whether the deadline came before it was searched.
 */
export function EveryLanguage({ letters, min, max, languages, onOpen }: { letters: string; min: string; max: string; languages: readonly LanguageInfo[]; onOpen: (word: string, lang: string) => void }) {
  const { t, language } = useInterfaceText();
  const { outcome } = useApi<AnagramLanguagesResponse>(everyLanguagePath(letters, min, max));
  if (outcome === null) return <p class="total">{t.searching}</p>;
  if (outcome.kind !== 'ok') {
    return (
      <>
        <OutcomeMessage outcome={outcome} />
        <DeveloperPanel outcome={outcome} />
      </>
    );
  }
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const flags = new Map(languages.map((info) => [info.code, info.flag]));
  // Languages with words first, the most first; then those without, and those not searched in time.
  const ranked = [...outcome.data.languages].sort((a, b) => (b.total ?? -1) - (a.total ?? -1));
  return (
    <div class="every-language">
      {ranked.map((answer) => (
        <LanguageWords key={answer.language} answer={answer} name={`${flags.get(answer.language) ?? ''} ${names.of(answer.language) ?? answer.name}`.trim()} onOpen={(word) => onOpen(word, answer.language)} />
      ))}
      <DeveloperPanel outcome={outcome} />
    </div>
  );
}

function LanguageWords({ answer, name, onOpen: open }: { answer: LanguageAnswer; name: string; onOpen: (word: string) => void }) {
  const { t, count } = useInterfaceText();
  const untiled = [...answer.omitted_letters, ...answer.untiled_letters];
  const showScoring = !sameWords(answer.longest, answer.highest_scoring);
  return (
    <section class="language-words" lang={answer.language} aria-label={name}>
      <h2>
        {name} <span class="hint">{answer.total === null ? '' : answer.total === 0 ? t.noMatches : count(t.total, answer.total)}</span>
      </h2>
      {answer.cut && <p class="hint">{t.notSearchedInTime}</p>}
      {untiled.length > 0 && <p class="hint">{fill(t.noTileFor, { letters: untiled.join(', ') })}</p>}
      {answer.longest.length > 0 && <WordRow label={showScoring ? t.longestWords : `${t.longestWords} · ${t.highestScoring}`} words={answer.longest} onOpen={open} />}
      {showScoring && answer.highest_scoring.length > 0 && <WordRow label={t.highestScoring} words={answer.highest_scoring} onOpen={open} />}
    </section>
  );
}

function WordRow({ label, words, onOpen }: { label: string; words: readonly FoundWord[]; onOpen: (word: string) => void }) {
  return (
    <div class="word-row">
      <p class="word-row-label">{label}</p>
      <ul class="tiles">
        {words.map((word) => (
          <WordTile key={word.word} word={word} onOpen={onOpen} />
        ))}
      </ul>
    </div>
  );
}
