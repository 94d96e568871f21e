const { dataDirectory, loadDictionaries } = require('@lexicon/dictionary-store');
(async () => {
  const args = process.argv.slice(2);
  const lang = args[0];
  const { dictionaries } = await loadDictionaries(dataDirectory(process.env), [lang]);
  const d = dictionaries.get(lang);
  console.log(lang, args.slice(1).map((w) => `${(d.lookup(w)?.words ?? []).some((x) => x.word === w) ? '+' : '-'}${w}`).join(' '));
})();
