import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CampaignSettings } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { LoadFailed } from '../../lists/LoadFailed';
import { useCompanyEvent } from '../../realtime/useSocket';
import { campaignSettingsKey, useCampaignSettings, useSaveCampaignSettings } from './api';
import { choicesWith, INTERVAL_KEYS, variableProblem, withOptOutWord, type IntervalKey, type VariableProblem } from './campaignSettingsForm';

/** /campaigns-config: the pace of campaign sends, the custom variables and the opt-out words. */
export function CampaignSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored = useCampaignSettings();
  const save = useSaveCampaignSettings();
  // Unsaved edits; until the first one the page shows (and follows) what is stored.
  const [draft, setDraft] = useState<CampaignSettings | null>(null);
  const [newKey, setNewKey] = useState('');
  const [newValue, setNewValue] = useState('');
  const [keyProblem, setKeyProblem] = useState<VariableProblem>(undefined);
  const [newWord, setNewWord] = useState('');

  useCompanyEvent('campaignSettings', (event) => queryClient.setQueryData(campaignSettingsKey, event.settings));

  if (stored.isError) return <LoadFailed onRetry={() => void stored.refetch()} />;
  const settings = draft ?? stored.data;
  const edit = (change: (current: CampaignSettings) => CampaignSettings) => {
    if (settings) setDraft(change(settings));
  };

  const addVariable = (event: FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    const problem = variableProblem(newKey, settings.variables);
    setKeyProblem(problem);
    if (problem) return;
    edit((current) => ({ ...current, variables: [...current.variables, { key: newKey.trim(), value: newValue }] }));
    setNewKey('');
    setNewValue('');
  };

  const addWord = (event: FormEvent) => {
    event.preventDefault();
    edit((current) => ({ ...current, optOutWords: withOptOutWord(current.optOutWords, newWord) }));
    setNewWord('');
  };

  const submit = async () => {
    if (!settings) return;
    try {
      await save.mutateAsync(settings);
      setDraft(null);
      toast.success(t('campaignSettings.saved'));
    } catch (error) {
      toastApiError(error);
    }
  };

  const intervalLabel = (key: IntervalKey, value: number) => (value === 0 ? t(`campaignSettings.none.${key}`) : t(`campaignSettings.choice.${key}`, { count: value }));

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap', '& h1': { mb: 0 } }}>
        <PageTitle>{t('menu.campaignsConfig')}</PageTitle>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void submit()} disabled={!settings || save.isPending} data-testid="campaign-settings-save">
          {t('campaignSettings.save')}
        </Button>
      </Stack>
      {settings && (
        <Stack sx={{ gap: 2 }} data-testid="campaign-settings" data-dirty={draft !== null}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
              {t('campaignSettings.intervals')}
            </Typography>
            <Grid container spacing={2}>
              {INTERVAL_KEYS.map((key) => (
                <Grid key={key} size={{ xs: 12, md: 4 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={t(`campaignSettings.fields.${key}`)}
                    value={String(settings[key])}
                    onChange={(event) => edit((current) => ({ ...current, [key]: Number(event.target.value) }))}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `campaign-settings-${key}` } }}
                  >
                    {choicesWith(key, settings[key]).map((value) => (
                      <option key={value} value={String(value)}>
                        {intervalLabel(key, value)}
                      </option>
                    ))}
                  </TextField>
                </Grid>
              ))}
            </Grid>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('campaignSettings.intervalsHelp')}
            </Typography>
          </Paper>

          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('campaignSettings.variables')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('campaignSettings.variablesHelp')}
            </Typography>
            <Stack component="form" direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' }, mb: 1 }} onSubmit={addVariable} noValidate>
              <TextField
                size="small"
                label={t('campaignSettings.fields.key')}
                value={newKey}
                onChange={(event) => {
                  setNewKey(event.target.value);
                  setKeyProblem(undefined);
                }}
                error={keyProblem !== undefined}
                helperText={keyProblem ? t(`campaignSettings.keyProblem.${keyProblem}`) : undefined}
                sx={{ width: { sm: 200 } }}
                slotProps={{ htmlInput: { 'data-testid': 'campaign-variable-key', maxLength: 50 } }}
              />
              <TextField
                size="small"
                label={t('campaignSettings.fields.value')}
                value={newValue}
                onChange={(event) => setNewValue(event.target.value)}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { 'data-testid': 'campaign-variable-value', maxLength: 1000 } }}
              />
              <Button type="submit" variant="outlined" startIcon={<AddIcon />} sx={{ whiteSpace: 'nowrap', mt: { sm: 0.25 } }} data-testid="campaign-variable-add">
                {t('campaignSettings.addVariable')}
              </Button>
            </Stack>
            <Table size="small" data-testid="campaign-variables">
              <TableHead>
                <TableRow>
                  <TableCell>{t('campaignSettings.columns.key')}</TableCell>
                  <TableCell>{t('campaignSettings.columns.value')}</TableCell>
                  <TableCell align="right">{t('campaignSettings.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {settings.variables.map((variable) => (
                  <TableRow key={variable.key} data-testid={`campaign-variable-${variable.key}`}>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{`{${variable.key}}`}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{variable.value}</TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('campaignSettings.removeVariable')}>
                        <IconButton
                          size="small"
                          aria-label={t('campaignSettings.removeVariable')}
                          onClick={() => edit((current) => ({ ...current, variables: current.variables.filter((other) => other.key !== variable.key) }))}
                          data-testid={`campaign-variable-remove-${variable.key}`}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
                {settings.variables.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>
                      <Typography variant="body2" color="text.secondary" sx={{ py: 1, textAlign: 'center' }}>
                        {t('campaignSettings.noVariables')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>

          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('campaignSettings.optOutWords')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('campaignSettings.optOutHelp')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="campaign-opt-out-words">
              {settings.optOutWords.map((word) => (
                <Chip
                  key={word}
                  label={word}
                  onDelete={() => edit((current) => ({ ...current, optOutWords: current.optOutWords.filter((other) => other !== word) }))}
                  data-testid={`campaign-opt-out-${word}`}
                />
              ))}
            </Stack>
            <Stack component="form" direction="row" sx={{ gap: 1, alignItems: 'flex-start' }} onSubmit={addWord} noValidate>
              <TextField
                size="small"
                label={t('campaignSettings.fields.word')}
                value={newWord}
                onChange={(event) => setNewWord(event.target.value)}
                sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 240 } }}
                slotProps={{ htmlInput: { 'data-testid': 'campaign-opt-out-input', maxLength: 50 } }}
              />
              <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={newWord.trim() === ''} sx={{ whiteSpace: 'nowrap', mt: 0.25 }} data-testid="campaign-opt-out-add">
                {t('campaignSettings.addWord')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
