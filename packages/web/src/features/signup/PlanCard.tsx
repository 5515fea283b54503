import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

/** Prices are in reais, written the Brazilian way whatever the interface language. */
const price = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatPlanPrice(value: number): string {
  return price.format(value);
}

interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  onSelect: () => void;
}

/** One plan to choose: name, attendants, WhatsApp connections, queues and price. */
export function PlanCard({ plan, selected, onSelect }: PlanCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea
        onClick={onSelect}
        role="radio"
        aria-checked={selected}
        data-testid={`signup-plan-${plan.id}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {plan.name}
            </Typography>
            {selected && <CheckCircleIcon color="primary" fontSize="small" />}
          </Stack>
          <Typography variant="body2">{t('signup.plan.users', { count: plan.users })}</Typography>
          <Typography variant="body2">{t('signup.plan.connections', { count: plan.connections })}</Typography>
          <Typography variant="body2">{t('signup.plan.queues', { count: plan.queues })}</Typography>
          <Typography variant="h6" sx={{ mt: 1, color: 'primary.main', fontWeight: 700 }}>
            {formatPlanPrice(plan.value)}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('signup.plan.perMonth')}
            </Typography>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
