import { ToastContainer } from 'react-toastify';
// react-toastify 11 injects its own stylesheet.
import { useColorMode } from '../theme/ColorModeProvider';

/** Seed 000 §8: toasts last 2 s unless a call says otherwise. */
export function Toasts() {
  const { mode } = useColorMode();
  return <ToastContainer position="top-right" autoClose={2000} theme={mode === 'dark' ? 'dark' : 'light'} newestOnTop />;
}
