import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** Defaults to the lists' question: 'Deseja realmente excluir esse registro?'. */
  message?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The delete confirmation every list page uses; the confirm button is `confirm-delete`. */
export function ConfirmDeleteDialog({ message, ...props }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return <ConfirmDialog {...props} message={message ?? t('common.confirmDeleteRecord')} confirmLabel={t('common.delete')} testId="confirm-delete" />;
}
