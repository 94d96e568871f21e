import { useState } from 'preact/hooks';
import { wordPath } from '../api-client';
import type { ErrorBody, FamilyName, WordResponse } from '../api-types';
// The labels live with the API's contract; the page shows them in its interface language.
import { PART_OF_SPEECH_LABELS } from '../../../shared/src/languages/part-of-speech-labels';
import { fill } from '../i18n/messages';
import type { InterfaceLanguage } from '../i18n/interface-language';
import { useInterfaceText } from '../i18n/use-messages';
import { useApi } from '../use-api';
import { OutcomeMessage } from './outcome-message';
import { DeveloperPanel } from './developer-panel';

/** Family sizes: a first look, then the API's maximum `family_limit` (README, Word details). */
const FIRST_FAMILY_LIMIT = 12;
const MAX_FAMILY_LIMIT = 200;

const FAMILIES: ReadonlyArray<{ name: FamilyName; label: 'startsWith' | 'endsWith' | 'contains'; pattern: (word: string) => string }> = [
  { name: 'starts_with', label: 'startsWith', pattern: (word) => `${word}*` },
  { name: 'ends_with', label: 'endsWith', pattern: (word) => `*${word}` },
  { name: 'contains', label: 'contains', pattern: (word) => `*${word}*` },
];

/**
 * The same-origin path of the audio: `audio_url` is absolute (PUBLIC_BASE_URL), and the page's CSP
 * allows only its own origin, which may be reached under another name than the public one.
 */
function sameOriginAudio(url: string): string {
  return new URL(url, window.location.href).pathname;
}

/** A part of speech's code as the interface language names it; the code itself for one the page does not know. */
function partOfSpeechIn(language: InterfaceLanguage, code: string): string {
  return (PART_OF_SPEECH_LABELS[language] as Record<string, string>)[code] ?? code;
}

export interface WordActions {
  /** Opens another word (a family member, a suggestion), in this language or another. */
  openWord: (word: string, lang?: string) => void;
  /** Shows a pattern search (all of a family). */
  searchPattern: (pattern: string) => void;
}

export function WordDetails({ lang, word, headingLevel, actions }: { lang: string; word: string; headingLevel: 2 | 3; actions: WordActions }) {
  const { t, number, language, count } = useInterfaceText();
  const [familyLimit, setFamilyLimit] = useState(FIRST_FAMILY_LIMIT);
  const path = wordPath(lang, word, familyLimit);
  const { outcome, loading } = useApi<WordResponse>(path);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  if (outcome === null) return <p class="total">{loading ? t.searching : ''}</p>;
  if (outcome.kind === 'error' && outcome.status === 404) {
    const body: ErrorBody = outcome.body;
    const suggestions = body.error.details?.suggestions ?? [];
    return (
      <div class="word-details">
        <p role="status">{fill(t.notFound, { word, language: new Intl.DisplayNames([language], { type: 'language' }).of(lang) ?? lang })}</p>
        {suggestions.length > 0 && (
          <nav aria-label={t.didYouMean} class="suggestions">
            <span>{t.didYouMean}</span>
            <ul class="chips">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" class="chip" onClick={() => actions.openWord(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <DeveloperPanel outcome={outcome} />
      </div>
    );
  }
  if (outcome.kind !== 'ok') {
    return (
      <div class="word-details">
        <OutcomeMessage outcome={outcome} />
        <DeveloperPanel outcome={outcome} />
      </div>
    );
  }
  const details = outcome.data;
  const definition = details.definition;
  const meanings = definition?.meanings ?? [];
  // The base words other than the word itself: what it is a form of (fr est: être).
  const otherBaseWords = (definition?.base_words ?? []).filter((base) => base.word !== details.word);
  return (
    <article class="word-details" lang={details.language}>
      <Heading class="word-title">
        <span class="word-big">{details.word}</span>
        <span class="word-points">{count(t.points, details.points)}</span>
      </Heading>
      <p class={details.has_points ? 'badge' : 'badge badge-warn'} lang={undefined}>
        {details.has_points ? t.allTiles : t.missingTiles}
      </p>
      {details.variants && <p class="variants">{details.variants.join(' · ')}</p>}
      {(definition?.phonetic || definition?.audio_url) && (
        <section aria-label={t.pronunciation} class="pronunciation">
          <Sub>{t.pronunciation}</Sub>
          {definition.phonetic && <span class="ipa">{definition.phonetic}</span>}
          {definition.audio_url && <AudioButton src={sameOriginAudio(definition.audio_url)} />}
        </section>
      )}
      <section class="meanings">
        <Sub>{definition?.lemma ? fill(t.meaningsOf, { word: definition.lemma }) : t.meanings}</Sub>
        {otherBaseWords.length > 0 && (
          <p class="base-words">
            {fill(t.formOf, {
              words: otherBaseWords.map((base) => `${base.word}${base.part_of_speech ? ` (${partOfSpeechIn(language, base.part_of_speech)})` : ''}${base.basis === 'guess' ? ` – ${t.guessed}` : ''}`).join(', '),
            })}
          </p>
        )}
        {meanings.length === 0 ? (
          <p class="hint">{t.noMeanings}</p>
        ) : (
          meanings.map((meaning, index) => (
            <div key={index}>
              {(meaning.part_of_speech || meaning.base_word) && (
                <p class="part-of-speech">{[meaning.part_of_speech && partOfSpeechIn(language, meaning.part_of_speech), meaning.base_word].filter(Boolean).join(' · ')}</p>
              )}
              {meaning.definitions.length > 0 && (
                <ol>
                  {meaning.definitions.map((sense, senseIndex) => (
                    <li key={senseIndex}>
                      {sense.definition}
                      {sense.example && (
                        <p class="example">
                          {t.example}: “{sense.example}”
                        </p>
                      )}
                      {sense.synonyms && sense.synonyms.length > 0 && (
                        <p class="synonyms">
                          {t.synonyms}: {sense.synonyms.join(', ')}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              )}
              {meaning.synonyms && meaning.synonyms.length > 0 && (
                <p class="synonyms">
                  {t.synonyms}: {meaning.synonyms.join(', ')}
                </p>
              )}
              {meaning.translations && meaning.translations.length > 0 && (
                <p class="translations">
                  {t.translations}:{' '}
                  {meaning.translations.map((translation, translationIndex) => (
                    <span key={translationIndex}>
                      {translationIndex > 0 && '; '}
                      <abbr class="translation-language">{translation.language.toUpperCase()}</abbr> <span lang={translation.language}>{translation.text}</span>
                    </span>
                  ))}
                </p>
              )}
            </div>
          ))
        )}
        {definition?.source && <p class="source">{definition.source}</p>}
      </section>
      <section class="families">
        <Sub>{t.families}</Sub>
        {FAMILIES.map((family) => {
          const members = details.word_families[family.name];
          const total = details.word_families.totals[family.name];
          if (total === 0) return null;
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
                (familyLimit < MAX_FAMILY_LIMIT ? (
                  <button type="button" class="link-button" onClick={() => setFamilyLimit(MAX_FAMILY_LIMIT)}>
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
      <section class="cross-languages">
        <Sub>{t.otherLanguages}</Sub>
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
      <DeveloperPanel outcome={outcome} />
    </article>
  );
}

/** A play button over an <audio> element: the WAV loads when asked for, not with the details. */
function AudioButton({ src }: { src: string }) {
  const { t } = useInterfaceText();
  const play = (event: Event): void => {
    const audio = (event.currentTarget as HTMLElement).parentElement?.querySelector('audio');
    if (audio === null || audio === undefined) return;
    audio.load();
    audio.play().catch(() => undefined);
  };
  return (
    <>
      <button type="button" class="play" onClick={play}>
        <span aria-hidden="true">▶ </span>
        {t.play}
      </button>
      <audio preload="none" src={src} />
    </>
  );
}
