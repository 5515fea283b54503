import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DoneIcon from '@mui/icons-material/Done';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { conversationColors } from './conversationColors';
import { tickKindOf } from './messageRules';

/**
 * Delivery ticks of our own messages, in the conversation and on ticket rows:
 * `data-tick` is clock / single / double / read.
 */
export function AckIcon({ ack, testId }: { ack: number; testId: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const kind = tickKindOf(ack);
  const common = { fontSize: 'inherit', 'data-testid': testId, 'data-ack': ack, 'data-tick': kind, titleAccess: t(`conversation.ticks.${kind}`) } as const;
  if (kind === 'clock') return <AccessTimeIcon {...common} sx={{ fontSize: 14 }} />;
  if (kind === 'single') return <DoneIcon {...common} sx={{ fontSize: 16 }} />;
  return <DoneAllIcon {...common} sx={{ fontSize: 16, color: kind === 'read' ? conversationColors(theme).readTick : undefined }} />;
}
