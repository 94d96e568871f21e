import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

/**
 * An invalid pattern with a caret under the character the API's `details.position` names (counted
 * in characters of the pattern as sent, read in NFC as the API reads it), then what is wrong, in the interface language.
 */
export function PatternError({ pattern, position, message }: { pattern: string; position: number; message: string }) {
  const { t } = useInterfaceText();
  const characters = [...pattern.normalize('NFC')];
  return (
    <div class="pattern-error" role="alert">
      <p class="pattern-error-title">{fill(t.errorAt, { position: position + 1 })}</p>
      <div class="pattern-error-text" aria-hidden="true">
        <div>
          {characters.map((character, index) => (
            <span key={index} class={index === position ? 'bad-character' : undefined} data-index={index}>
              {character}
            </span>
          ))}
        </div>
        <div class="caret-line">
          {characters.slice(0, position).map((_character, index) => (
            <span key={index}>{'\u00a0'}</span>
          ))}
          <span class="caret">^</span>
        </div>
      </div>
      <p>{message}</p>
    </div>
  );
}
