import type { ComponentChildren } from 'preact';
import type { Meaning, Translation, WordResponse } from '../../api-types';
// The labels live with the API's contract; the drawer shows them in its interface language.
import { PART_OF_SPEECH_LABELS } from '../../../../shared/src/languages/part-of-speech-labels';
import { fill } from '../../i18n/messages';
import type { InterfaceLanguage } from '../../i18n/interface-language';
import { useInterfaceText } from '../../i18n/use-messages';
import type { Headings } from './headings';

/** A part of speech's code as the interface language names it; the code itself for one the page does not know. */
export function partOfSpeechIn(language: InterfaceLanguage, code: string): string {
  return (PART_OF_SPEECH_LABELS[language] as Record<string, string>)[code] ?? code;
}

interface MeaningGroup {
  baseWord: string | undefined;
  partOfSpeech: string | undefined;
  meanings: Meaning[];
}

/** Whether a meaning has anything to show: a definition, a synonym set or a translation. */
function hasContent(meaning: Meaning): boolean {
  return meaning.definitions.length > 0 || (meaning.synonyms?.length ?? 0) > 0 || (meaning.translations?.length ?? 0) > 0;
}

/**
 * The meanings under one heading per base word and part of speech (fr est: être · verb, est · noun),
 * in the order the API gives them (definitions first); a meaning with nothing to show is left out,
 * so no heading stands over nothing.
 */
export function groupMeanings(meanings: readonly Meaning[]): MeaningGroup[] {
  const groups = new Map<string, MeaningGroup>();
  for (const meaning of meanings.filter(hasContent)) {
    const key = `${meaning.base_word ?? ''}\u0000${meaning.part_of_speech ?? ''}`;
    const group = groups.get(key) ?? { baseWord: meaning.base_word, partOfSpeech: meaning.part_of_speech, meanings: [] };
    group.meanings.push(meaning);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function WordMeanings({ details, headings }: { details: WordResponse; headings: Headings }) {
  const { t, language } = useInterfaceText();
  const { Section, Group } = headings;
  const definition = details.definition;
  const groups = groupMeanings(definition?.meanings ?? []);
  // The base words other than the word itself: what it is a form of (fr est: être).
  const otherBaseWords = (definition?.base_words ?? []).filter((base) => base.word !== details.word);
  return (
    <section class="meanings">
      <Section>{definition?.lemma ? fill(t.meaningsOf, { word: definition.lemma }) : t.meanings}</Section>
      {otherBaseWords.length > 0 && (
        <p class="base-words">
          {fill(t.formOf, {
            words: otherBaseWords.map((base) => `${base.word}${base.part_of_speech ? ` (${partOfSpeechIn(language, base.part_of_speech)})` : ''}${base.basis === 'guess' ? ` – ${t.guessed}` : ''}`).join(', '),
          })}
        </p>
      )}
      {groups.length === 0 && <p class="hint">{t.noMeanings}</p>}
      {groups.map((group) => {
        const label = [group.partOfSpeech && partOfSpeechIn(language, group.partOfSpeech), group.baseWord].filter(Boolean).join(' · ');
        return (
          <div key={`${group.baseWord}/${group.partOfSpeech}`} class="meaning-group">
            {label !== '' && <Group class="part-of-speech">{label}</Group>}
            {group.meanings.map((meaning, index) => (
              <MeaningSenses key={index} meaning={meaning} />
            ))}
          </div>
        );
      })}
      {definition?.source && <p class="source">{definition.source}</p>}
    </section>
  );
}

/** The translations, the interface language's first (a German reader sees DE before the rest), else as the API gives them. */
export function translationsFor(language: InterfaceLanguage, translations: readonly Translation[]): Translation[] {
  return [...translations.filter((translation) => translation.language === language), ...translations.filter((translation) => translation.language !== language)];
}

/**
 * A sense's translations or synonyms, folded under a line that says what is inside (the languages,
 * how many synonyms): a merged sense can carry a dozen languages, which would bury the next
 * definition. Open from the start where they are all the sense has (no definition above them).
 */
function Folded({ kind, label, hint, open, children }: { kind: 'translations' | 'synonyms'; label: string; hint: string; open: boolean; children: ComponentChildren }) {
  return (
    <details class={`fold ${kind}`} open={open}>
      <summary>
        {label} <span class="fold-hint">{hint}</span>
      </summary>
      {children}
    </details>
  );
}

function Synonyms({ synonyms, open }: { synonyms: readonly string[]; open: boolean }) {
  const { t } = useInterfaceText();
  return (
    <Folded kind="synonyms" label={t.synonyms} hint={`· ${synonyms.length}`} open={open}>
      <p>{synonyms.join(', ')}</p>
    </Folded>
  );
}

function MeaningSenses({ meaning }: { meaning: Meaning }) {
  const { t, language } = useInterfaceText();
  const definedAbove = meaning.definitions.length > 0;
  const translations = translationsFor(language, meaning.translations ?? []);
  return (
    <>
      {definedAbove && (
        <ol>
          {meaning.definitions.map((sense, senseIndex) => (
            <li key={senseIndex}>
              {sense.definition}
              {sense.example && (
                <p class="example">
                  {t.example}: “{sense.example}”
                </p>
              )}
              {sense.synonyms && sense.synonyms.length > 0 && <Synonyms synonyms={sense.synonyms} open={false} />}
            </li>
          ))}
        </ol>
      )}
      {meaning.synonyms && meaning.synonyms.length > 0 && <Synonyms synonyms={meaning.synonyms} open={!definedAbove} />}
      {translations.length > 0 && (
        <Folded kind="translations" label={t.translations} hint={`· ${translations.map((translation) => translation.language.toUpperCase()).join(' ')}`} open={!definedAbove}>
          <ul class="translation-list">
            {translations.map((translation) => (
              <li key={translation.language}>
                <abbr class="translation-language">{translation.language.toUpperCase()}</abbr> <span lang={translation.language}>{translation.text}</span>
              </li>
            ))}
          </ul>
        </Folded>
      )}
    </>
  );
}
