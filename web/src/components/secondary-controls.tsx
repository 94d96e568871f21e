import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useInterfaceText } from '../i18n/use-messages';

/**
 * The controls a search does without (filters, order, pattern syntax). On a phone they are folded
 * behind one button, so that the input and the first words fit above the on-screen keyboard; on a
 * wider screen they are always shown and the button is not (styles.css, `.secondary`).
 */
export function SecondaryControls({ children }: { children: ComponentChildren }) {
  const { t } = useInterfaceText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" class="secondary-toggle" aria-expanded={open} aria-controls="secondary-controls" onClick={() => setOpen(!open)}>
        {t.searchOptions}
      </button>
      <div id="secondary-controls" class={open ? 'secondary open' : 'secondary'}>
        {children}
      </div>
    </>
  );
}
