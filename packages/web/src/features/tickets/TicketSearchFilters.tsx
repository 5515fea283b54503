import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../app/theme/textOn';
import { TagColorDot } from '../tags/TagColorDot';
import { useTagList } from '../tags/api';
import { useUserList } from '../users/api';

interface Choice {
  id: number;
  name: string;
  color?: string;
}

function ChoiceFilter({ testId, optionTestId, label, options, value, onChange }: { testId: string; optionTestId: string; label: string; options: Choice[]; value: number[]; onChange: (ids: number[]) => void }) {
  const chosen = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete<Choice, true>
      multiple
      size="small"
      limitTags={1}
      options={options}
      value={chosen}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} data-testid={`${optionTestId}-${option.id}`} sx={{ gap: 1 }}>
          {option.color !== undefined && <TagColorDot color={option.color} />}
          {option.name}
        </Box>
      )}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={option.name} sx={option.color ? { bgcolor: option.color, color: (theme) => textOn(theme, option.color!) } : undefined} />;
        })
      }
      renderInput={(params) => <TextField {...params} placeholder={chosen.length === 0 ? label : undefined} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }} />}
      data-testid={testId}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}

export interface TicketSearchFiltersProps {
  text: string;
  onText: (text: string) => void;
  tagIds: number[];
  onTags: (ids: number[]) => void;
  userIds: number[];
  onUsers: (ids: number[]) => void;
  /** Admins only. */
  withUserFilter: boolean;
}

/** The search tab: text, tags and, for admins, users. */
export function TicketSearchFilters({ text, onText, tagIds, onTags, userIds, onUsers, withUserFilter }: TicketSearchFiltersProps) {
  const { t } = useTranslation();
  const tags = useTagList();
  const users = useUserList(withUserFilter);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        autoFocus
        value={text}
        onChange={(event) => onText(event.target.value)}
        placeholder={t('ticketList.searchPlaceholder')}
        slotProps={{
          htmlInput: { 'data-testid': 'tickets-search-input', 'aria-label': t('ticketList.searchPlaceholder') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <ChoiceFilter testId="tickets-tag-filter" optionTestId="tickets-tag-option" label={t('ticketList.tagFilter')} options={tags.data ?? []} value={tagIds} onChange={onTags} />
        {withUserFilter && <ChoiceFilter testId="tickets-user-filter" optionTestId="tickets-user-option" label={t('ticketList.userFilter')} options={users.data ?? []} value={userIds} onChange={onUsers} />}
      </Box>
    </Box>
  );
}
