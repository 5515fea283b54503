import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Chat, User } from '@prosa/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { toastApiError } from '../../api/toastApiError';
import { FormDialog } from '../../components/FormDialog';
import { useUserList } from '../users/api';
import { useSaveChat } from './api';
import { chatBody, chatFormProblem, type ChatFormProblem } from './chatForm';

interface ChatDialogProps {
  viewerId: number;
  /** Absent for 'Nova'. */
  chat: Chat | undefined;
  onSaved: (chat: Chat) => void;
  onClose: () => void;
}

/** Title and user picker; an alert when either is missing. */
export function ChatDialog({ viewerId, chat, onSaved, onClose }: ChatDialogProps) {
  const { t } = useTranslation();
  const users = useUserList();
  const save = useSaveChat(viewerId);
  const colleagues = (users.data ?? []).filter((user) => user.id !== viewerId);
  const [title, setTitle] = useState(chat?.title ?? '');
  const [chosenIds, setChosenIds] = useState<number[]>(() => (chat?.users ?? []).map((member) => member.userId).filter((id) => id !== viewerId));
  const [problem, setProblem] = useState<ChatFormProblem | undefined>(undefined);
  const chosen = colleagues.filter((user) => chosenIds.includes(user.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = chatFormProblem(title, chosenIds);
    setProblem(found);
    if (found) return;
    try {
      onSaved(await save.mutateAsync({ id: chat?.id, body: chatBody(title, chosen) }));
    } catch (error) {
      const issues = isApiError(error) ? error.issues : {};
      if (issues.title) setProblem('title');
      else if (issues.users) setProblem('users');
      else toastApiError(error);
    }
  };

  return (
    <FormDialog testId="chat-dialog" title={chat ? t('chats.dialog.editTitle') : t('chats.dialog.addTitle')} maxWidth="sm" ready={users.isSuccess} failed={users.isError} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {problem && (
              <Alert severity="warning" data-testid="chat-dialog-alert">
                {t(`chats.validation.${problem}`)}
              </Alert>
            )}
            <TextField
              label={t('chats.dialog.title')}
              autoFocus
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'chat-dialog-title-input', maxLength: 100 } }}
            />
            <Autocomplete<User, true>
              multiple
              options={colleagues}
              value={chosen}
              onChange={(_event, next) => setChosenIds(next.map((user) => user.id))}
              getOptionLabel={(user) => user.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterSelectedOptions
              noOptionsText={t('chats.dialog.noUsers')}
              renderOption={(props, user) => (
                <li {...props} key={user.id} data-testid={`chat-user-option-${user.id}`}>
                  {user.name}
                </li>
              )}
              renderInput={(params) => <TextField {...params} label={t('chats.dialog.users')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'chat-dialog-users' } }} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="chat-dialog-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="chat-dialog-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
