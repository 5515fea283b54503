import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Ticket } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../api/toastApiError';
import { useTagList } from '../tags/api';
import { textOn } from '../../app/theme/textOn';
import { TagColorDot } from '../tags/TagColorDot';
import { findTagByName } from '../tags/tagNames';
import { useSyncTicketTags } from './api';

/** A tag on the ticket or in the list; `create` is the "add a new tag" suggestion. */
interface TagOption {
  id: number;
  name: string;
  color: string;
  create?: boolean;
}

const filter = createFilterOptions<TagOption>();

/**
 * The tags editor: the ticket's tags as chips, chosen from `GET /tags/list` or typed as new ones
 * (`POST /tags {name}`), saved at once with `POST /tags/sync`.
 */
export function TicketTagsEditor({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const tags = useTagList();
  const sync = useSyncTicketTags(ticket.id);

  const save = (value: readonly (TagOption | string)[]) => {
    const tagIds: number[] = [];
    const newNames: string[] = [];
    for (const item of value) {
      const name = typeof item === 'string' ? item.trim() : item.name;
      const known = typeof item !== 'string' && !item.create ? item : findTagByName(tags.data ?? [], name);
      if (known) tagIds.push(known.id);
      else if (name !== '') newNames.push(name);
    }
    sync.mutate({ tagIds: [...new Set(tagIds)], newNames }, { onError: toastApiError });
  };

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', alignItems: 'center', gap: 1 }}>
      <LocalOfferOutlinedIcon fontSize="small" color="action" />
      <Autocomplete<TagOption, true, false, true>
        multiple
        freeSolo
        fullWidth
        size="small"
        data-testid="conversation-tags"
        options={tags.data ?? []}
        value={ticket.tags}
        loading={tags.isPending}
        disabled={sync.isPending}
        isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.id === value.id}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        filterSelectedOptions
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          // 'Criar' only for a name no tag has (the ticket's own included), ignoring case and accents.
          if (typed !== '' && !findTagByName([...options, ...ticket.tags], typed)) filtered.push({ id: 0, name: typed, color: '', create: true });
          return filtered;
        }}
        onChange={(_event, value) => save(value)}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} data-testid={option.create ? 'conversation-tag-create' : `conversation-tag-option-${option.id}`} sx={{ gap: 1 }}>
            {!option.create && <TagColorDot color={option.color} />}
            {option.create ? t('conversation.tags.create', { name: option.name }) : option.name}
          </Box>
        )}
        renderValue={(value, getItemProps) =>
          value.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            const tag = typeof option === 'string' ? { id: 0, name: option, color: '' } : option;
            return <Chip key={key} {...itemProps} size="small" label={tag.name} data-testid={`conversation-tag-${tag.id}`} sx={tag.color ? { bgcolor: tag.color, color: (theme) => textOn(theme, tag.color) } : undefined} />;
          })
        }
        renderInput={(params) => <TextField {...params} variant="standard" placeholder={ticket.tags.length === 0 ? t('conversation.tags.placeholder') : undefined} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('conversation.tags.label') } }} />}
      />
    </Box>
  );
}
