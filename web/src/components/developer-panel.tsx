import { useState } from 'preact/hooks';
import type { ApiOutcome } from '../api-client';
import { useInterfaceText } from '../i18n/use-messages';

/** Long answers are cut in the panel: rendering megabytes of JSON would stall a phone. */
const MAX_SHOWN_JSON = 20_000;

function prettyJson(raw: string): string {
  try {
    const text = JSON.stringify(JSON.parse(raw), null, 2);
    return text.length > MAX_SHOWN_JSON ? `${text.slice(0, MAX_SHOWN_JSON)}\n…` : text;
  } catch {
    return raw.slice(0, MAX_SHOWN_JSON);
  }
}

/** The REST call behind what is shown: its URL, a curl line to copy, the raw JSON. */
export function DeveloperPanel({ outcome }: { outcome: ApiOutcome<unknown> | null }) {
  const { t } = useInterfaceText();
  const [copied, setCopied] = useState(false);
  const [open, setOpen] = useState(false);
  if (outcome === null) return null;
  const url = new URL(outcome.path, window.location.origin).href;
  const curl = `curl '${url.replace(/'/g, "'\\''")}'`;
  const copy = (): void => {
    navigator.clipboard?.writeText(curl).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <details class="developer" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t.developers}</summary>
      <p>
        {t.restUrl}:{' '}
        <a href={url} class="rest-url">
          {url}
        </a>
      </p>
      <div class="curl">
        <code>{curl}</code>
        <button type="button" onClick={copy}>
          {copied ? t.copied : t.copyCurl}
        </button>
      </div>
      {open && (
        <>
          <p>{t.rawJson}</p>
          <pre class="raw-json" tabIndex={0}>
            {prettyJson(outcome.raw)}
          </pre>
        </>
      )}
    </details>
  );
}
