import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Help } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { LoadFailed } from '../../lists/LoadFailed';
import { thumbnailOf, useHelps } from './api';
import { HelpVideoDialog } from './HelpVideoDialog';

/** Help page: a grid of video cards; a click opens the video. */
export function HelpsPage() {
  const { t } = useTranslation();
  const helps = useHelps();
  const [playing, setPlaying] = useState<Help | undefined>(undefined);

  return (
    <>
      <PageTitle>{t('helps.title')}</PageTitle>
      {helps.isPending && <PageLoading />}
      {helps.isError && <LoadFailed onRetry={() => void helps.refetch()} />}
      {helps.data?.length === 0 && (
        <Typography color="text.secondary" data-testid="helps-empty">
          {t('helps.empty')}
        </Typography>
      )}
      <Grid container spacing={2} data-testid="helps-grid">
        {(helps.data ?? []).map((help) => (
          <Grid key={help.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea onClick={() => setPlaying(help)} sx={{ height: '100%', alignItems: 'stretch' }} data-testid={`help-card-${help.id}`}>
                <CardMedia component="img" image={thumbnailOf(help.video)} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'action.hover' }} />
                <CardContent>
                  <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {help.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {help.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {playing && <HelpVideoDialog help={playing} onClose={() => setPlaying(undefined)} />}
    </>
  );
}
