import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageTitle } from '../../app/components/PageTitle';

interface ListToolbarProps {
  title: string;
  search: string;
  searchLabel: string;
  addLabel: string;
  /** Prefix of the test ids: `{prefix}-search`, `{prefix}-add`. */
  testIdPrefix: string;
  onSearch: (text: string) => void;
  /** Absent: no add button (the reader may not add). */
  onAdd?: () => void;
}

/** Title, search box and add button above a searchable list. */
export function ListToolbar({ title, search, searchLabel, addLabel, testIdPrefix, onSearch, onAdd }: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 2, mb: 2 }}>
      {/* The heading's own bottom margin would push it above the search box's centre line. */}
      <Box sx={{ '& h1': { mb: 0 } }}>
        <PageTitle>{title}</PageTitle>
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          placeholder={searchLabel}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ flex: 1, minWidth: { sm: 240 } }}
          slotProps={{
            htmlInput: { 'data-testid': `${testIdPrefix}-search`, 'aria-label': searchLabel },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} data-testid={`${testIdPrefix}-add`} sx={{ whiteSpace: 'nowrap' }}>
            {addLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
