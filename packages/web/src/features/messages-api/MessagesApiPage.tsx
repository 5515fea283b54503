import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../api/baseUrl';
import { ApiTestForm } from './ApiTestForm';

function Code({ children }: { children: string }) {
  return (
    <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {children}
    </Box>
  );
}

/** The address the company's systems call: this server's, as the browser reaches it. */
function endpoint(): string {
  const url = apiUrl('/api/messages/send');
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}

/**
 * External messages API page: how to send text and media with a connection's token,
 * and a test form for each. The plan gate (`useExternalApi`) is the router's (toast and redirect).
 */
export function MessagesApiPage() {
  const { t } = useTranslation();
  const url = endpoint();
  return (
    <Stack sx={{ gap: 2, p: { xs: 1, sm: 2 }, maxWidth: 960 }} data-testid="messages-api-page">
      <Typography variant="h5" component="h1">
        {t('messagesApi.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('messagesApi.methods')}
        </Typography>
        <Typography component="ol" sx={{ pl: 3, m: 0 }}>
          <li>{t('messagesApi.textMessages')}</li>
          <li>{t('messagesApi.mediaMessages')}</li>
        </Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {t('messagesApi.instructions')}
        </Typography>
        <Typography component="ul" sx={{ pl: 3, m: 0 }}>
          <li>{t('messagesApi.tokenNote')}</li>
          <li>{t('messagesApi.numberNote')}</li>
          <li>{t('messagesApi.idempotencyNote')}</li>
          <li>{t('messagesApi.limitNote')}</li>
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          1. {t('messagesApi.textMessages')}
        </Typography>
        <Stack sx={{ gap: 1 }}>
          <Typography>{t('messagesApi.textHowTo')}</Typography>
          <Code>{`POST ${url}\nAuthorization: Bearer {token}\nContent-Type: application/json\n\n{\n  "number": "5511999999999",\n  "body": "${t('messagesApi.sampleBody')}"\n}`}</Code>
          <Typography>{t('messagesApi.answer')}</Typography>
          <Code>{'201 { "mensagem": "Mensagem enviada", "messageId": 123, "ticketId": 45 }'}</Code>
          <Typography variant="body2" color="text.secondary">
            {t('messagesApi.optionalFields')}
          </Typography>
          <ApiTestForm kind="text" />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          2. {t('messagesApi.mediaMessages')}
        </Typography>
        <Stack sx={{ gap: 1 }}>
          <Typography>{t('messagesApi.mediaHowTo')}</Typography>
          <Code>{`POST ${url}\nAuthorization: Bearer {token}\nContent-Type: multipart/form-data\n\nnumber=5511999999999\nbody=${t('messagesApi.sampleCaption')}\nmedias=@arquivo.pdf`}</Code>
          <ApiTestForm kind="media" />
        </Stack>
      </Paper>
    </Stack>
  );
}
