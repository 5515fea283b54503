import AttachFileIcon from '@mui/icons-material/AttachFile';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { Ticket } from '@prosa/contract';
import { useEffect, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { useCurrentUser } from '../auth/api';
import { useQuickMessageList } from '../quick-messages/api';
import { useEditMessage, useSendMessage, type OutgoingMessage } from './api';
import { AttachmentPreview } from './AttachmentPreview';
import { quickReplySuggestions, signedBody, type QuickReplySuggestion } from './composeRules';
import { ComposerContextBar } from './ComposerContextBar';
import type { ComposerContext } from './composerContext';
import { QuickReplyList } from './QuickReplyList';
import { RecordingBar } from './RecordingBar';
import { useAudioRecorder } from './useAudioRecorder';
import { useSignOption } from './useSignOption';

interface MessageComposerProps {
  ticket: Ticket;
  /** Why nothing may be sent now (closed ticket, expired window); undefined when sending is allowed. */
  blockedReason: string | undefined;
  context: ComposerContext | undefined;
  onContextChange: (context: ComposerContext | undefined) => void;
}

/** The message input: text, quick replies, signature, attachments, audio, reply and edit. */
export function MessageComposer({ ticket, blockedReason, context, onContextChange }: MessageComposerProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const send = useSendMessage(ticket.id);
  const edit = useEditMessage(ticket.id);
  const quickMessages = useQuickMessageList();
  const recorder = useAudioRecorder();
  const [sign, setSign] = useSignOption();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [highlighted, setHighlighted] = useState(0);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Editing borrows the field: the draft comes back when the edit ends (adjusted while rendering).
  const [seenContext, setSeenContext] = useState(context);
  const [draft, setDraft] = useState('');
  if (context !== seenContext) {
    setSeenContext(context);
    if (context?.mode === 'edit') {
      if (seenContext?.mode !== 'edit') setDraft(text);
      setText(context.message.body);
    } else if (seenContext?.mode === 'edit') setText(draft);
  }
  useEffect(() => {
    if (context) input.current?.focus();
  }, [context]);

  const blocked = blockedReason !== undefined;
  const suggestions = useMemo(() => (dismissedFor === text || context?.mode === 'edit' ? undefined : quickReplySuggestions(text, quickMessages.data ?? [])), [text, dismissedFor, context, quickMessages.data]);
  const showSuggestions = suggestions !== undefined && suggestions.length > 0;
  const quotedMsgId = context?.mode === 'reply' ? context.message.id : undefined;

  const deliver = (message: OutgoingMessage, restore?: () => void) => {
    send.mutate(message, {
      onError: (error) => {
        toastApiError(error);
        restore?.();
      },
    });
  };

  const submit = () => {
    if (blocked) return;
    if (context?.mode === 'edit') {
      const body = text.trim();
      if (body === '') return;
      edit.mutate({ messageId: context.message.id, body }, { onSuccess: () => onContextChange(undefined), onError: toastApiError });
      return;
    }
    const body = signedBody(text, user?.name, sign);
    if (body === '' && files.length === 0) return;
    const typed = text;
    setText('');
    setFiles([]);
    onContextChange(undefined);
    // A refused send gives the text back unless something new was typed meanwhile.
    deliver({ body, quotedMsgId, files }, () => setText((current) => (current === '' ? typed : current)));
  };

  const choose = (suggestion: QuickReplySuggestion) => {
    setText(suggestion.message);
    setHighlighted(0);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (showSuggestions) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlighted((current) => (current + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const chosen = suggestions[Math.min(highlighted, suggestions.length - 1)];
        if (chosen) choose(chosen);
        return;
      }
      if (event.key === 'Escape') {
        setDismissedFor(text);
        return;
      }
    }
    if (event.key === 'Escape' && context) onContextChange(undefined);
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  const startRecording = () => {
    recorder.start().catch(() => toast.error(t('conversation.input.micUnavailable')));
  };

  const sendRecording = async () => {
    try {
      const result = await recorder.finish();
      if (result.kind === 'tooShort') toast.info(t('conversation.input.recordingTooShort'));
      if (result.kind !== 'file') return;
      onContextChange(undefined);
      deliver({ body: '', quotedMsgId, files: [result.file] });
    } catch {
      toast.error(t('conversation.input.recordingFailed'));
    }
  };

  const addFiles = (chosen: FileList | null) => {
    if (chosen && chosen.length > 0) setFiles((current) => [...current, ...Array.from(chosen)]);
  };

  // `data-testid` on the checkbox itself, so tests read `isChecked()`; MUI's slot type does not list data attributes.
  const signInputProps = { 'aria-label': t('conversation.input.sign'), 'data-testid': 'message-sign-toggle' } as InputHTMLAttributes<HTMLInputElement>;

  const recording = recorder.state === 'recording' || recorder.state === 'encoding';
  const canSend = !blocked && (text.trim() !== '' || files.length > 0);

  return (
    <Box data-testid="message-composer" sx={{ position: 'relative', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {showSuggestions && <QuickReplyList suggestions={suggestions} highlighted={Math.min(highlighted, suggestions.length - 1)} onChoose={choose} />}
      {context && <ComposerContextBar mode={context.mode} message={context.message} contactName={ticket.contact.name} onClose={() => onContextChange(undefined)} />}
      <AttachmentPreview files={files} onRemove={(index) => setFiles((current) => current.filter((_file, position) => position !== index))} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, px: 1, py: 1 }}>
        {recording ? (
          <RecordingBar encoding={recorder.state === 'encoding'} startedAt={recorder.startedAt} onCancel={recorder.cancel} onSend={() => void sendRecording()} />
        ) : (
          <>
            <Tooltip title={t('conversation.input.attach')}>
              <span>
                <IconButton aria-label={t('conversation.input.attach')} disabled={blocked || context?.mode === 'edit'} onClick={() => fileInput.current?.click()} data-testid="message-attach">
                  <AttachFileIcon />
                </IconButton>
              </span>
            </Tooltip>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="message-file-input"
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
            />
            <Tooltip title={t('conversation.input.signHint')}>
              <FormControlLabel
                sx={{ mx: 0, mb: 0.5, '& .MuiFormControlLabel-label': { typography: 'caption', display: { xs: 'none', sm: 'block' } } }}
                label={t('conversation.input.sign')}
                control={<Switch size="small" checked={sign} onChange={(event) => setSign(event.target.checked)} slotProps={{ input: signInputProps }} />}
              />
            </Tooltip>
            <TextField
              multiline
              minRows={1}
              maxRows={5}
              value={text}
              disabled={blocked}
              placeholder={blockedReason ?? t('conversation.input.placeholder')}
              onChange={(event) => {
                setText(event.target.value);
                setHighlighted(0);
              }}
              onKeyDown={onKeyDown}
              onPaste={(event) => {
                if (event.clipboardData.files.length > 0) {
                  event.preventDefault();
                  addFiles(event.clipboardData.files);
                }
              }}
              inputRef={input}
              slotProps={{ htmlInput: { 'data-testid': 'message-input', 'aria-label': t('conversation.input.label') } }}
              sx={{ '& .MuiInputBase-root': { borderRadius: 3 } }}
            />
            {canSend || context?.mode === 'edit' ? (
              <Tooltip title={t('conversation.input.send')}>
                <span>
                  <IconButton color="primary" aria-label={t('conversation.input.send')} disabled={!canSend || edit.isPending} onClick={submit} data-testid="message-send">
                    <SendIcon />
                  </IconButton>
                </span>
              </Tooltip>
            ) : (
              // Like WhatsApp: the microphone takes the send button's place while there is nothing to send.
              <Tooltip title={t('conversation.input.record')}>
                <span>
                  <IconButton aria-label={t('conversation.input.record')} disabled={blocked || recorder.state === 'starting'} onClick={startRecording} data-testid="message-record">
                    <MicIcon />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
