import { ERROR_CODES } from '@lexicon/shared/error-catalogue';
import { errorText } from '../src/i18n/error-text';
import { INTERFACE_NAMES, type InterfaceLanguage } from '../src/i18n/interface-language';
import { loadInterfaceTable } from '../src/i18n/interface-tables';
import { interfaceText } from '../src/i18n/interface-text';

describe("the API's errors in the interface language", () => {
  it('has a message for every code of the catalogue in every table', async () => {
    for (const language of Object.keys(INTERFACE_NAMES) as InterfaceLanguage[]) {
      const table = await loadInterfaceTable(language);
      expect({ language, codes: Object.keys(table.errors).sort() }).toEqual({ language, codes: [...ERROR_CODES].sort() });
    }
  });

  it("fills the message from the details, numbers in the language's digits", async () => {
    const { t, number } = interfaceText('pl', await loadInterfaceTable('pl'));
    const error = { code: 'invalid_length_range', message: 'min_length (5) is greater than max_length (3, the rack size).', details: { min_length: 5, max_length: 3, rack_size: 3 } };
    expect(errorText(error, t, number)).toBe('Minimalna długość (5) jest większa niż maksymalna (3).');
    const refused = { code: 'invalid_parameter', message: 'dict=small is not a list of French.', details: { parameter: 'dict', value: 'small', lists: ['full', 'common'] } };
    expect(errorText(refused, t, number)).toBe('Wartość „small” nie jest przyjmowana dla dict.');
  });

  it("keeps the API's English message for a code it does not know, or details it did not get", async () => {
    const { t, number } = interfaceText('fr', await loadInterfaceTable('fr'));
    expect(errorText({ code: 'brand_new_code', message: 'Something new.' }, t, number)).toBe('Something new.');
    expect(errorText({ code: 'invalid_parameter', message: 'limit must be 1 to 500.', details: {} }, t, number)).toBe('limit must be 1 to 500.');
    expect(errorText({ code: 'missing_pattern', message: 'pattern is required.' }, t, number)).toBe('Saisissez un motif.');
  });
});
