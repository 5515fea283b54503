import EditIcon from '@mui/icons-material/EditOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { phoneDisplay } from '../contacts/phoneDisplay';
import { phoneHref } from './contactLinks';

interface ContactSummaryProps {
  contact: Contact;
  onEdit: () => void;
}

/** The contact's name, phone link, e-mail link and the Edit button. */
export function ContactSummary({ contact, onEdit }: ContactSummaryProps) {
  const { t } = useTranslation();
  const tel = contact.isGroup ? null : phoneHref(contact.number);
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, textAlign: 'center' }}>
      <Avatar src={contact.profilePicUrl || undefined} alt="" sx={{ width: 96, height: 96, fontSize: 36 }}>
        {contact.name.charAt(0).toUpperCase()}
      </Avatar>
      <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }} data-testid="contact-drawer-name">
        {contact.name}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, maxWidth: '100%' }}>
        <PhoneIcon fontSize="small" color="action" />
        {tel ? (
          <Link href={tel} underline="hover" data-testid="contact-drawer-phone" sx={{ wordBreak: 'break-all' }}>
            {phoneDisplay(contact.number)}
          </Link>
        ) : (
          <Typography data-testid="contact-drawer-phone" sx={{ wordBreak: 'break-all' }}>
            {contact.number}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, maxWidth: '100%' }}>
        <EmailIcon fontSize="small" color="action" />
        {contact.email ? (
          <Link href={`mailto:${contact.email}`} underline="hover" data-testid="contact-drawer-email" sx={{ wordBreak: 'break-all' }}>
            {contact.email}
          </Link>
        ) : (
          <Typography color="text.secondary" data-testid="contact-drawer-email">
            {t('contactDrawer.noEmail')}
          </Typography>
        )}
      </Stack>
      <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={onEdit} data-testid="contact-drawer-edit" sx={{ mt: 1 }}>
        {t('contactDrawer.edit')}
      </Button>
    </Stack>
  );
}
