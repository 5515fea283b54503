import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readVolume, VOLUME_STEP, writeVolume } from '../preferences/volume';

/** Notification volume, 0 to 1 by 0.1, kept in `volume`. */
export function VolumeControl() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [volume, setVolume] = useState(readVolume);
  return (
    <>
      <Tooltip title={t('appBar.volume')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('appBar.volume')}
          data-testid="volume-button"
        >
          {volume === 0 ? <VolumeOffIcon /> : <VolumeUpIcon />}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Slider
          value={volume}
          min={0}
          max={1}
          step={VOLUME_STEP}
          marks
          valueLabelDisplay="auto"
          aria-label={t('appBar.volume')}
          data-testid="volume-slider"
          onChange={(_, value) => {
            const next = Array.isArray(value) ? (value[0] ?? 0) : value;
            setVolume(next);
            writeVolume(next);
          }}
          sx={{ width: 180, mx: 3, my: 2 }}
        />
      </Popover>
    </>
  );
}
