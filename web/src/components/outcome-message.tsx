import { useEffect, useState } from 'preact/hooks';
import type { ApiOutcome } from '../api-client';
import { errorText } from '../i18n/error-text';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

/** What went wrong with a call, in words a visitor can act on; nothing for a success. */
export function OutcomeMessage({ outcome }: { outcome: ApiOutcome<unknown> | null }) {
  const { t, number } = useInterfaceText();
  if (outcome === null || outcome.kind === 'ok') return null;
  if (outcome.kind === 'rate-limited') return <RateLimitNotice retryAt={outcome.receivedAt + outcome.retryAfterSeconds * 1_000} seconds={outcome.retryAfterSeconds} />;
  if (outcome.kind === 'down') {
    return (
      <p class="notice notice-error" role="alert">
        {t.serviceDown}
      </p>
    );
  }
  return (
    <p class="notice notice-error" role="alert">
      {fill(t.requestFailed, { message: errorText(outcome.body.error, t, number) })}
    </p>
  );
}

/**
 * A 429's wait, counted down each second until the page asks again by itself (use-api.ts). Screen
 * readers hear the notice once, with the full wait; the ticking figure is for the eyes only.
 */
function RateLimitNotice({ retryAt, seconds }: { retryAt: number; seconds: number }) {
  const { t } = useInterfaceText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(tick);
  }, [retryAt]);
  const remaining = Math.max(0, Math.ceil((retryAt - now) / 1_000));
  return (
    <p class="notice notice-warn" role="alert" data-remaining={remaining}>
      <span class="sr-only">{fill(t.rateLimited, { seconds })}</span>
      <span aria-hidden="true">{fill(t.rateLimited, { seconds: remaining })}</span>
    </p>
  );
}
