import type { SortKey } from '@lexicon/shared/sort-orders';
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
 * The order and the common-words filter of a search. The orders are the contract's, as given
 * (url-state.ts, SORT_CHOICES): a new one appears here without a change to the page.
 */
export function SearchOptions({ sorts, sort, common, onChange }: { sorts: readonly string[]; sort: string; common: PageState['common']; onChange: (change: Partial<PageState>) => void }) {
  const { t } = useInterfaceText();
  return (
    <div class="options">
      <label class="field">
        <span>{t.sortLabel}</span>
        <select id="sort" value={sorts.includes(sort) ? sort : ''} onChange={(event) => onChange({ sort: (event.currentTarget as HTMLSelectElement).value, open: '' })}>
          <option value="">{t.sortDefault}</option>
          {sorts.map((value) => (
            <option key={value} value={value}>
              {sortName(value, t)}
            </option>
          ))}
        </select>
      </label>
      <label class="check">
        <input id="common" type="checkbox" checked={common === 'true'} onChange={(event) => onChange({ common: (event.currentTarget as HTMLInputElement).checked ? 'true' : '', open: '' })} />
        <span>{t.commonOnly}</span>
      </label>
    </div>
  );
}
