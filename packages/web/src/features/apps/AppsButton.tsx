import AppsIcon from '@mui/icons-material/Apps';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformSettings } from './api';

/**
 * The apps button: the page at the platform setting `appsUrl`, embedded in a dialog. The button is
 * hidden while the super user has not set an address.
 */
export function AppsButton() {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { data } = usePlatformSettings();
  const [open, setOpen] = useState(false);
  const url = data?.appsUrl?.trim() ?? '';
  if (url === '') return null;
  return (
    <>
      <Tooltip title={t('apps.title')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('apps.title')} data-testid="apps-button">
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="apps-dialog-title" data-testid="apps-dialog">
        <DialogTitle id="apps-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {t('apps.title')}
          </Box>
          <Tooltip title={t('apps.openInTab')}>
            <IconButton component="a" href={url} target="_blank" rel="noopener noreferrer" aria-label={t('apps.openInTab')}>
              <OpenInNewIcon />
            </IconButton>
          </Tooltip>
          <IconButton onClick={() => setOpen(false)} aria-label={t('apps.close')} data-testid="apps-dialog-close">
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        {/* Sandboxed: the embedded page runs its scripts in its own origin and cannot reach this one. */}
        <Box
          component="iframe"
          src={url}
          title={t('apps.title')}
          sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
          referrerPolicy="no-referrer"
          data-testid="apps-frame"
          sx={{ border: 0, width: '100%', height: phone ? '100%' : '75vh', display: 'block' }}
        />
      </Dialog>
    </>
  );
}
