import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { FORMAT_LOCALE } from '../../i18n/languages';
import type { Task } from './tasksStorage';

interface TaskListProps {
  tasks: readonly Task[];
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** Each task with its last update and the edit and delete actions. */
export function TaskList({ tasks, onEdit, onDelete }: TaskListProps) {
  const { t } = useTranslation();
  const format = new Intl.DateTimeFormat(FORMAT_LOCALE[currentLanguage()], { dateStyle: 'short', timeStyle: 'short' });
  if (tasks.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>{t('todolist.empty')}</Typography>;
  }
  return (
    <List data-testid="todo-list">
      {tasks.map((task) => (
        <ListItem
          key={task.id}
          divider
          secondaryAction={
            <>
              <IconButton aria-label={t('todolist.edit')} onClick={() => onEdit(task)}>
                <EditIcon />
              </IconButton>
              <IconButton aria-label={t('todolist.delete')} edge="end" onClick={() => onDelete(task)}>
                <DeleteIcon />
              </IconButton>
            </>
          }
        >
          <ListItemText
            primary={task.text}
            secondary={format.format(new Date(task.updatedAt))}
            sx={{ pr: 10, wordBreak: 'break-word' }}
          />
        </ListItem>
      ))}
    </List>
  );
}
