import Box from '@mui/material/Box';

/** A sub-tab's name with its list's count badge. */
export function TabCountLabel({ label, count, testId }: { label: string; count: number | undefined; testId: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {label}
      <Box
        component="span"
        data-testid={testId}
        sx={{ minWidth: 20, height: 20, px: 0.75, borderRadius: 10, fontSize: 12, fontWeight: 700, lineHeight: '20px', textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', opacity: count ? 1 : 0.55 }}
      >
        {count ?? 0}
      </Box>
    </Box>
  );
}
