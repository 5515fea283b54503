import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AREA_RULES, type AreaId } from '../areas';
import { PageTitle } from '../components/PageTitle';

/** Stands in for an area whose page has not been built yet. */
export function UnderConstructionPage({ area }: { area: AreaId }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t(AREA_RULES[area].labelKey)}</PageTitle>
      <Paper
        variant="outlined"
        data-testid="under-construction"
        sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
      >
        <ConstructionIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6">{t('underConstruction.title')}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('underConstruction.body')}</Typography>
      </Paper>
    </>
  );
}
