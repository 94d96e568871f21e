import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

/**
 * The dictionary language's own letters (own-letters.ts), to tap into the input `inputId` at its caret:
 * a plain keyboard lacks them. The buttons do not take the focus (mouse down is held back), so the
 * input keeps it and a phone's keyboard stays up.
 */
export function LetterRow({ letters, languageName, inputId, onInsert }: { letters: readonly string[]; languageName: string; inputId: string; onInsert: (value: string) => void }) {
  const { t } = useInterfaceText();
  if (letters.length === 0) return null;
  const insert = (letter: string): void => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (input === null) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    onInsert(`${input.value.slice(0, start)}${letter}${input.value.slice(end)}`);
    // After the render that writes the new value (which puts the caret at the end).
    window.requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(start + letter.length, start + letter.length);
    });
  };
  return (
    <div class="letter-row" role="group" aria-label={fill(t.ownLetters, { language: languageName })}>
      {letters.map((letter) => (
        <button key={letter} type="button" class="letter" onMouseDown={(event) => event.preventDefault()} onClick={() => insert(letter)}>
          {letter}
        </button>
      ))}
    </div>
  );
}
