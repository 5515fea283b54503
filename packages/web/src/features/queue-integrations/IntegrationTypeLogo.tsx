import Avatar from '@mui/material/Avatar';
import type { QueueIntegrationType } from '@prosa/contract';

const LOOK: Record<QueueIntegrationType, { label: string; color: string }> = {
  dialogflow: { label: 'DF', color: '#FF9800' },
  n8n: { label: 'n8n', color: '#EA4B71' },
  webhook: { label: 'WH', color: '#455A64' },
  typebot: { label: 'TB', color: '#0042DA' },
};

/** The type's mark in the integrations table: drawn, not a vendor's artwork. */
export function IntegrationTypeLogo({ type }: { type: QueueIntegrationType }) {
  const look = LOOK[type];
  return (
    <Avatar variant="rounded" sx={{ bgcolor: look.color, width: 36, height: 36, fontSize: 13, fontWeight: 700 }} aria-label={type} data-testid={`integration-logo-${type}`}>
      {look.label}
    </Avatar>
  );
}
