import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Chat } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { useCurrentUser } from '../auth/api';
import { useChat, useDeleteChat } from './api';
import { ChatDialog } from './ChatDialog';
import { ChatList } from './ChatList';
import { ChatPane } from './ChatPane';
import { ChatPlaceholder } from './ChatPlaceholder';
import { useLeaveRemovedChat } from './useLeaveRemovedChat';

type NarrowTab = 'chats' | 'messages';
type Editing = { open: false } | { open: true; chat: Chat | undefined };

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * Internal chat: the chats on the left and the open one on
 * the right from the md breakpoint; below it two tabs, Chats and Mensagens.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: chatRef } = useParams();
  const { data: user } = useCurrentUser();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [narrowTab, setNarrowTab] = useState<NarrowTab>(chatRef ? 'messages' : 'chats');
  const [shownRef, setShownRef] = useState(chatRef);
  if (shownRef !== chatRef) {
    setShownRef(chatRef);
    setNarrowTab(chatRef ? 'messages' : 'chats');
  }
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Chat | undefined>(undefined);
  const viewerId = user?.id ?? 0;
  const shown = useChat(chatRef).data;
  const remove = useDeleteChat(viewerId);
  useLeaveRemovedChat(viewerId, shown);

  if (!user) return <PageLoading />;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('chats.deleted'));
      if (shown?.id === deleting.id) void navigate('/chats', { replace: true });
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  const list = (
    <ChatList
      viewerId={user.id}
      selectedRef={chatRef}
      onOpen={(chat) => void navigate(`/chats/${chat.uuid}`)}
      onAdd={() => setEditing({ open: true, chat: undefined })}
      onEdit={(chat) => setEditing({ open: true, chat })}
      onDelete={setDeleting}
    />
  );
  const pane = chatRef ? <ChatPane key={chatRef} chatRef={chatRef} viewerId={user.id} /> : <ChatPlaceholder />;
  const box = { height: '100%', minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' } as const;

  return (
    <Box data-testid="chats-page" sx={{ height: '100%', minHeight: 420, display: 'flex', flexDirection: 'column' }}>
      <Box sx={visuallyHidden}>
        <PageTitle>{t('menu.chats')}</PageTitle>
      </Box>
      {wide ? (
        <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 1.5 }}>
          <Paper variant="outlined" sx={box}>
            {list}
          </Paper>
          <Paper variant="outlined" sx={box}>
            {pane}
          </Paper>
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ ...box, flex: 1 }}>
          <Tabs value={narrowTab} onChange={(_event, next: NarrowTab) => setNarrowTab(next)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="chats" data-testid="chats-narrow-tab-chats" label={t('chats.tabs.chats')} />
            <Tab value="messages" data-testid="chats-narrow-tab-messages" label={t('chats.tabs.messages')} />
          </Tabs>
          <Box sx={{ ...box, flex: 1, display: narrowTab === 'chats' ? 'flex' : 'none' }}>{list}</Box>
          <Box sx={{ ...box, flex: 1, display: narrowTab === 'messages' ? 'flex' : 'none' }}>{pane}</Box>
        </Paper>
      )}
      {editing.open && (
        <ChatDialog
          viewerId={user.id}
          chat={editing.chat}
          onClose={() => setEditing({ open: false })}
          onSaved={(chat) => {
            toast.success(t('chats.saved'));
            setEditing({ open: false });
            if (!editing.chat) void navigate(`/chats/${chat.uuid}`);
          }}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('chats.deleteTitle', { title: deleting?.title ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
