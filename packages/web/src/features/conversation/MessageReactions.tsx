import Box from '@mui/material/Box';
import type { Message } from '@prosa/contract';

/** Reactions under a bubble, one chip per emoji with how many people chose it. */
export function MessageReactions({ messageId, reactions }: { messageId: number; reactions: Message['reactions'] }) {
  if (reactions.length === 0) return null;
  const counts = new Map<string, number>();
  for (const reaction of reactions) counts.set(reaction.emoji, (counts.get(reaction.emoji) ?? 0) + 1);
  return (
    <Box data-testid={`message-${messageId}-reactions`} sx={{ display: 'flex', gap: 0.5, mt: -0.75, px: 1, position: 'relative' }}>
      {[...counts].map(([emoji, count]) => (
        <Box key={emoji} component="span" sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 4, px: 0.75, fontSize: 13, lineHeight: '20px', boxShadow: 1 }}>
          {emoji}
          {count > 1 ? ` ${count}` : ''}
        </Box>
      ))}
    </Box>
  );
}
