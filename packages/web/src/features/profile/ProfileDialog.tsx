import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { useUserRecord } from './api';
import { ProfileForm } from './ProfileForm';

interface ProfileDialogProps {
  userId: number;
  open: boolean;
  onClose: () => void;
}

/** "Perfil" from the account menu: the signed-in user edits name, e-mail and password. */
export function ProfileDialog({ userId, open, onClose }: ProfileDialogProps) {
  const { t } = useTranslation();
  const record = useUserRecord(userId, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="profile-dialog-title">
      <DialogTitle id="profile-dialog-title">{t('profile.title')}</DialogTitle>
      {record.data ? (
        // Keyed by the record so a reopened dialog starts from the saved values.
        <ProfileForm key={record.dataUpdatedAt} user={record.data} onDone={onClose} />
      ) : (
        <PageLoading />
      )}
    </Dialog>
  );
}
