import type { ApiOutcome } from '../api-client';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

/** What went wrong with a call, in words a visitor can act on; nothing for a success. */
export function OutcomeMessage({ outcome }: { outcome: ApiOutcome<unknown> | null }) {
  const { t } = useInterfaceText();
  if (outcome === null || outcome.kind === 'ok') return null;
  if (outcome.kind === 'rate-limited') {
    return (
      <p class="notice notice-warn" role="alert">
        {fill(t.rateLimited, { seconds: outcome.retryAfterSeconds })}
      </p>
    );
  }
  if (outcome.kind === 'down') {
    return (
      <p class="notice notice-error" role="alert">
        {t.serviceDown}
      </p>
    );
  }
  return (
    <p class="notice notice-error" role="alert">
      {fill(t.requestFailed, { message: outcome.body.error.message })}
    </p>
  );
}
