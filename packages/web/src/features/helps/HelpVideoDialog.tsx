import Dialog from '@mui/material/Dialog';
import Box from '@mui/material/Box';
import type { Help } from '@prosa/contract';
import { embedOf } from './api';

/** The chosen video, playing; Escape or a click outside closes it. */
export function HelpVideoDialog({ help, onClose }: { help: Help; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-label={help.title} data-testid="help-video-dialog">
      <Box sx={{ position: 'relative', pt: '56.25%' }}>
        <Box
          component="iframe"
          src={embedOf(help.video)}
          title={help.title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    </Dialog>
  );
}
