import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { QuickReplySuggestion } from './composeRules';

interface QuickReplyListProps {
  suggestions: QuickReplySuggestion[];
  highlighted: number;
  onChoose: (suggestion: QuickReplySuggestion) => void;
}

/** Suggestions for `/…`, floating over the messages right above the input. */
export function QuickReplyList({ suggestions, highlighted, onChoose }: QuickReplyListProps) {
  return (
    <Paper elevation={6} data-testid="quick-reply-list" sx={{ position: 'absolute', left: 8, right: 8, bottom: '100%', mb: 1, maxHeight: 260, overflowY: 'auto', zIndex: 2 }}>
      <List dense disablePadding role="listbox">
        {suggestions.map((suggestion, index) => (
          <ListItemButton
            key={suggestion.id}
            role="option"
            aria-selected={index === highlighted}
            selected={index === highlighted}
            // Keeps the focus in the text field, so typing goes on after the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
            data-testid={`quick-reply-option-${suggestion.id}`}
          >
            <ListItemText primary={suggestion.label} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
