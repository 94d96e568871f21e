import type { SortKey } from '@lexicon/shared/sort-orders';
import type { WordListName } from '@lexicon/shared/word-lists';
import { fill, type Messages } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';
import type { PageState } from '../url-state';

type SortKeyMessage = 'sortAlpha' | 'sortLength' | 'sortPoints' | 'sortScore' | 'sortCommon' | 'sortProbability';

const SORT_KEY_LABEL: Record<SortKey, SortKeyMessage> = {
  alpha: 'sortAlpha',
  length: 'sortLength',
  points: 'sortPoints',
  score: 'sortScore',
  common: 'sortCommon',
  probability: 'sortProbability',
};

/** A sort value as the interface names it: `-points` is "Points, descending". */
export function sortName(value: string, t: Messages): string {
  const descending = value.startsWith('-');
  const key = (descending ? value.slice(1) : value) as SortKey;
  const label = SORT_KEY_LABEL[key];
  return fill(descending ? t.sortDescending : t.sortAscending, { key: label === undefined ? key : t[label] });
}

/**
 * The order, the word list and the filters of a search. The orders are the contract's, as given
 * (url-state.ts, SORT_CHOICES), and the lists the language's own (GET /api/v1/languages): a new one
 * appears here without a change to the page.
 */
export function SearchOptions({
  sorts,
  lists,
  state,
  onChange,
}: {
  sorts: readonly string[];
  lists: readonly WordListName[];
  state: Pick<PageState, 'sort' | 'common' | 'dict' | 'hooks'>;
  onChange: (change: Partial<PageState>) => void;
}) {
  const { t } = useInterfaceText();
  const choose = (change: Partial<PageState>): void => onChange({ ...change, open: '' });
  return (
    <div class="options">
      <label class="field">
        <span>{t.sortLabel}</span>
        <select id="sort" value={sorts.includes(state.sort) ? state.sort : ''} onChange={(event) => choose({ sort: (event.currentTarget as HTMLSelectElement).value })}>
          <option value="">{t.sortDefault}</option>
          {sorts.map((value) => (
            <option key={value} value={value}>
              {sortName(value, t)}
            </option>
          ))}
        </select>
      </label>
      {lists.length > 1 && (
        <label class="field">
          <span>{t.wordList}</span>
          {/* The full list is the API's default: '' keeps `dict` out of the address and the request. */}
          <select id="dict" value={lists.includes(state.dict as WordListName) ? state.dict : ''} onChange={(event) => choose({ dict: (event.currentTarget as HTMLSelectElement).value as PageState['dict'] })}>
            {lists.map((name) => (
              <option key={name} value={name === 'full' ? '' : name}>
                {t.wordLists[name]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label class="check">
        <input id="common" type="checkbox" checked={state.common === 'true'} onChange={(event) => choose({ common: (event.currentTarget as HTMLInputElement).checked ? 'true' : '' })} />
        <span>{t.commonOnly}</span>
      </label>
      <label class="check">
        <input id="hooks" type="checkbox" checked={state.hooks === 'true'} onChange={(event) => onChange({ hooks: (event.currentTarget as HTMLInputElement).checked ? 'true' : '' })} />
        <span>{t.showHooks}</span>
      </label>
    </div>
  );
}
