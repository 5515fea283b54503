import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactExtraInfo } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

/** The extra info list: each line's name over its value. */
export function ExtraInfoList({ extraInfo }: { extraInfo: ContactExtraInfo[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" sx={{ gap: 1 }} aria-labelledby="contact-drawer-extra-title" data-testid="contact-drawer-extra">
      <Typography id="contact-drawer-extra-title" variant="subtitle2">
        {t('contactDrawer.extraInfo')}
      </Typography>
      {extraInfo.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('contactDrawer.noExtraInfo')}
        </Typography>
      ) : (
        <List disablePadding dense>
          {extraInfo.map((line) => (
            <ListItem key={line.id} disableGutters data-testid={`contact-drawer-extra-${line.id}`}>
              <ListItemText
                primary={line.name}
                secondary={line.value || '—'}
                slotProps={{ primary: { variant: 'caption', color: 'text.secondary' }, secondary: { variant: 'body2', color: 'text.primary', sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
