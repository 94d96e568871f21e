/**
 * The heaviest queries we know of, found by looking for them (many blanks, deep offsets, star-heavy
 * patterns on the three-million-word lists, long racks, families of the shortest words, suggestions
 * for long garbage words): the attacker's set in `npm run bench:isolation`, each also timed alone.
 */
const blanks = (count: number): string => '?'.repeat(count);

export const WORST_CASE_QUERIES: readonly string[] = [
  `/api/v1/search/anagram?lang=cs&letters=${blanks(32)}&offset=3000000&limit=1000`,
  `/api/v1/search/anagram?lang=pl&letters=abcdefghijklmno${blanks(17)}&offset=2000000&limit=1000`,
  `/api/v1/search/anagram?lang=pt&letters=etaoinsrl${blanks(8)}&offset=100000&limit=1000`,
  `/api/v1/search/anagram?lang=it&letters=etaoinsrlcdmpv${blanks(6)}&offset=50000&limit=1000`,
  `/api/v1/search/anagram?lang=cs&letters=${blanks(12)}abc&offset=500000&limit=1000`,
  `/api/v1/search/anagram?lang=en&letters=abcdefghijklmnopqrstuvwxyz${blanks(6)}&offset=100000&limit=1000`,
  '/api/v1/search/pattern?lang=cs&pattern=*a*a*a*a*a*a*a*b&limit=1000',
  '/api/v1/search/pattern?lang=pl&pattern=*a*e*i*o*&offset=10000&limit=1000',
  '/api/v1/search/pattern?lang=cs&pattern=*?*?*?*?*?*?*?&offset=1000000&limit=1000',
  '/api/v1/search/pattern?lang=it&pattern=*a*&contains=eio&offset=300000&limit=1000',
  '/api/v1/search/pattern?lang=pt&pattern=*o*a*e*&offset=200000&limit=1000',
  '/api/v1/search/pattern?lang=pl&pattern=*[aeiou]*[^aeiou]*[aeiou]*&offset=1500000&limit=1000',
  '/api/v1/search/pattern?lang=cs&pattern=*n*&excludes=aeiou&offset=10000&limit=1000',
  '/api/v1/search/pattern?lang=it&pattern=?*?*?*?*e&offset=500000&limit=1000',
  '/api/v1/word/pl/na?family_limit=200',
  '/api/v1/word/cs/ne?family_limit=200',
  '/api/v1/word/it/re?family_limit=200',
  '/api/v1/word/pl/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  '/api/v1/word/pt/qwertyuiopasdfghjklzxcvbnmqwer',
  '/api/v1/word/cs/prstprstprstprstprstprstprst',
];
