import { useEffect, useRef } from 'preact/hooks';
import { useInterfaceText } from '../i18n/use-messages';
import { type WordActions, WordDetails } from './word-details';

/**
 * The word's details in a modal <dialog>: the browser keeps focus inside, Escape closes it, and focus
 * goes back to the tile that opened it.
 */
export function WordDrawer({ lang, word, onClose, actions }: { lang: string; word: string; onClose: () => void; actions: WordActions }) {
  const { t } = useInterfaceText();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} class="drawer" aria-label={t.wordDetails} onClose={onClose}>
      <div class="drawer-bar">
        <button type="button" class="drawer-close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">✕ </span>
          {t.close}
        </button>
      </div>
      <WordDetails key={`${lang}/${word}`} lang={lang} word={word} headingLevel={2} actions={actions} />
    </dialog>
  );
}
