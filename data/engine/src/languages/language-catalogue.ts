import { type LanguageCode, type LanguageMetadata, LANGUAGE_CODES, languageMetadataSchema } from '@lexicon/shared/core';
import cs from './metadata/cs.json';
import da from './metadata/da.json';
import de from './metadata/de.json';
import en from './metadata/en.json';
import es from './metadata/es.json';
import fr from './metadata/fr.json';
import it from './metadata/it.json';
import nl from './metadata/nl.json';
import pl from './metadata/pl.json';
import pt from './metadata/pt.json';
import ro from './metadata/ro.json';
import sv from './metadata/sv.json';

const RAW_METADATA: Record<LanguageCode, unknown> = { en, fr, de, es, it, nl, pt, pl, sv, ro, cs, da };

let catalogue: ReadonlyMap<LanguageCode, LanguageMetadata> | undefined;

/** The metadata of every supported language, validated against the shared schema on first use. */
export function languageCatalogue(): ReadonlyMap<LanguageCode, LanguageMetadata> {
  catalogue ??= new Map(
    LANGUAGE_CODES.map((code) => {
      const metadata = languageMetadataSchema.parse(RAW_METADATA[code]);
      if (metadata.code !== code) throw new Error(`metadata file ${code}.json describes ${metadata.code}`);
      return [code, metadata] as const;
    }),
  );
  return catalogue;
}

export function languageMetadata(code: LanguageCode): LanguageMetadata {
  const metadata = languageCatalogue().get(code);
  if (metadata === undefined) throw new Error(`no metadata for language ${code}`);
  return metadata;
}
