import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { PageLoading } from '../../app/components/PageLoading';
import { useTicketByUuid } from './api';
import { ConversationView } from './ConversationView';

/**
 * The conversation screen of one ticket. A ticket in a queue the user lacks answers
 * 403: 'Acesso não permitido' and back to /tickets; one that does not exist (or no
 * longer does) goes back to /tickets too.
 */
export function Conversation({ ticketUuid }: { ticketUuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ticket = useTicketByUuid(ticketUuid);
  const error = ticket.error;

  useEffect(() => {
    if (!isApiError(error)) return;
    if (error.status === 403) {
      toast.error(t('access.notAllowed'));
      void navigate('/tickets', { replace: true });
    } else if (error.status === 404 || error.status === 400) {
      void navigate('/tickets', { replace: true });
    }
  }, [error, navigate, t]);

  if (ticket.data) return <ConversationView key={ticket.data.id} ticket={ticket.data} />;
  if (ticket.isError && !(isApiError(error) && [400, 403, 404].includes(error.status))) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" action={<Button onClick={() => void ticket.refetch()}>{t('common.retry')}</Button>}>
          {t('common.loadFailed')}
        </Alert>
      </Box>
    );
  }
  return <PageLoading />;
}
