import { toast } from 'react-toastify';
import { currentLanguage, i18n } from '../i18n';
import { errorText } from './errorText';

/** Every API failure ends in one error toast. */
export function toastApiError(error: unknown): void {
  toast.error(errorText(error, currentLanguage(), i18n.t('errors.generic')));
}
