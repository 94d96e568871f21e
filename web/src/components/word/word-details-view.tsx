import type { WordResponse } from '../../api-types';
import { useInterfaceText } from '../../i18n/use-messages';
import { headingsFrom } from './headings';
import type { WordActions } from './word-actions';
import { CrossLanguages, WordFamilies } from './word-families';
import { WordMeanings } from './word-meanings';
import { WordPlayFacts } from './word-play-facts';

export interface WordDetailsViewProps {
  details: WordResponse;
  titleLevel: 2 | 3;
  actions: WordActions;
  /** Asks for larger families, while the API can still give them. */
  showMoreFamilies?: () => void;
  /** Where the pronunciation can be played from, when it can be (an MCP view has no origin of ours). */
  audioSource?: (audioUrl: string) => string;
}

/**
 * Everything the API knows of a word, drawn from its details (docs/api.md, Word details): the page's
 * drawer and word mode, and the MCP view, which gets the details from the host and fetches nothing.
 */
export function WordDetailsView({ details, titleLevel, actions, showMoreFamilies, audioSource }: WordDetailsViewProps) {
  const { t, count } = useInterfaceText();
  const headings = headingsFrom(titleLevel);
  const { Title, Section } = headings;
  const definition = details.definition;
  return (
    <article class="word-details" lang={details.language}>
      <Title class="word-title">
        <span class="word-big">{details.word}</span>
        <span class="word-points">{count(t.points, details.points)}</span>
      </Title>
      <p class={details.has_points ? 'badge' : 'badge badge-warn'}>{details.has_points ? t.allTiles : t.missingTiles}</p>
      {details.variants && <p class="variants">{details.variants.join(' · ')}</p>}
      {(definition?.phonetic || (definition?.audio_url && audioSource)) && (
        <section aria-label={t.pronunciation} class="pronunciation">
          <Section>{t.pronunciation}</Section>
          {definition.phonetic && <span class="ipa">{definition.phonetic}</span>}
          {definition.audio_url && audioSource && <AudioButton src={audioSource(definition.audio_url)} />}
        </section>
      )}
      <WordPlayFacts details={details} headings={headings} actions={actions} />
      <WordMeanings details={details} headings={headings} />
      <WordFamilies details={details} headings={headings} actions={actions} showMore={showMoreFamilies} />
      <CrossLanguages details={details} headings={headings} actions={actions} />
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
