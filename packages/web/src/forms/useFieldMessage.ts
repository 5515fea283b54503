import { useTranslation } from 'react-i18next';

/**
 * Turns a field error message into screen text: our schemas use locale keys, the server sends
 * plain text; a text that is not a key is shown as it came.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (message === undefined || message === '') return undefined;
    return i18n.exists(message) ? t(message) : message;
  };
}
