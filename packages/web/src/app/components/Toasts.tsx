import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';
// react-toastify 11 injects its own stylesheet.
import { useColorMode } from '../theme/ColorModeProvider';

/**
 * How long every toast stays. The seeds disagree (2 s or 3000 ms); 3 s is kept for
 * all, long enough to read a sentence and short enough not to linger.
 */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * Toasts sit low and compact over the footer line, the one strip of every screen without a control
 * (at the top right they covered the bell and the account menu after each login). Wide enough that
 * a long message stays on one line and does not grow up over the page.
 */
const placement = { '--toastify-toast-bottom': '2px', '--toastify-toast-min-height': '40px', '--toastify-toast-width': 'min(560px, calc(100vw - 32px))' } as CSSProperties;
const toastSpacing: CSSProperties = { marginBottom: 4 };

export function Toasts() {
  const { mode } = useColorMode();
  return <ToastContainer position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode === 'dark' ? 'dark' : 'light'} style={placement} toastStyle={toastSpacing} />;
}
