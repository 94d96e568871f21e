import { useState } from 'preact/hooks';
import { wordPath } from '../api-client';
import type { ErrorBody, WordResponse } from '../api-types';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';
import { useApi } from '../use-api';
import { DeveloperPanel } from './developer-panel';
import { OutcomeMessage } from './outcome-message';
import type { WordActions } from './word/word-actions';
import { WordDetailsView } from './word/word-details-view';

export type { WordActions } from './word/word-actions';

/** Family sizes: a first look, then the API's maximum `family_limit` (docs/api.md, Word details). */
const FIRST_FAMILY_LIMIT = 12;
const MAX_FAMILY_LIMIT = 200;

/**
 * The same-origin path of the audio: `audio_url` is absolute (PUBLIC_BASE_URL), and the page's CSP
 * allows only its own origin, which may be reached under another name than the public one.
 */
function sameOriginAudio(url: string): string {
  return new URL(url, window.location.href).pathname;
}

/** A word's details as the page fetches them: the details, or why there are none and what was meant. */
export function WordDetails({ lang, word, headingLevel, actions }: { lang: string; word: string; headingLevel: 2 | 3; actions: WordActions }) {
  const { t, language } = useInterfaceText();
  const [familyLimit, setFamilyLimit] = useState(FIRST_FAMILY_LIMIT);
  const { outcome, loading } = useApi<WordResponse>(wordPath(lang, word, familyLimit));
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
  return (
    <>
      <WordDetailsView
        details={outcome.data}
        titleLevel={headingLevel}
        actions={actions}
        showMoreFamilies={familyLimit < MAX_FAMILY_LIMIT ? () => setFamilyLimit(MAX_FAMILY_LIMIT) : undefined}
        audioSource={sameOriginAudio}
      />
      <DeveloperPanel outcome={outcome} />
    </>
  );
}
