import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The product mark: an icon and the name, in the theme's primary colour. */
export function ProsaLogo({ size = 'large' }: { size?: 'large' | 'small' }) {
  const large = size === 'large';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <ForumRoundedIcon sx={{ fontSize: large ? 40 : 28 }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: large ? 30 : 20, letterSpacing: 0.5 }}>
        Prosa
      </Typography>
    </Stack>
  );
}
