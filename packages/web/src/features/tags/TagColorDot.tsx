import Box from '@mui/material/Box';

/** A tag's colour in a picker's option list, so tags are told apart as on the chips. */
export function TagColorDot({ color }: { color: string }) {
  return <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', flexShrink: 0, bgcolor: color || 'grey.400', border: 1, borderColor: 'divider' }} />;
}
