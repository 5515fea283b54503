import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../app/components/PageTitle';
import { TaskList } from './TaskList';
import { useTasks } from './useTasks';

/** One field adds a task, or saves the one being edited. */
export function TodoListPage() {
  const { t } = useTranslation();
  const { tasks, add, edit, remove } = useTasks();
  const [text, setText] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    if (editingId === null) add(text);
    else edit(editingId, text);
    setText('');
    setEditingId(null);
  };

  return (
    <>
      <PageTitle>{t('menu.todolist')}</PageTitle>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" direction="row" onSubmit={submit} sx={{ gap: 1, mb: 2 }}>
          <TextField
            label={t('todolist.newTask')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'todo-input', maxLength: 500 } }}
          />
          <Button type="submit" variant="contained" data-testid="todo-submit" sx={{ flexShrink: 0 }}>
            {editingId === null ? t('todolist.add') : t('todolist.save')}
          </Button>
        </Stack>
        <TaskList
          tasks={tasks}
          onEdit={(task) => {
            setEditingId(task.id);
            setText(task.text);
          }}
          onDelete={(task) => {
            remove(task.id);
            if (editingId === task.id) {
              setEditingId(null);
              setText('');
            }
          }}
        />
      </Paper>
    </>
  );
}
