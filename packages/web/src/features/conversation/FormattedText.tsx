import Box from '@mui/material/Box';
import { useMemo, type ReactNode } from 'react';
import { formatText, type TextSegment } from './formatText';

function render(segments: TextSegment[]): ReactNode[] {
  return segments.map((segment, index) => {
    if (segment.kind === 'text') return segment.text;
    const children = render(segment.children);
    if (segment.kind === 'bold') return <strong key={index}>{children}</strong>;
    if (segment.kind === 'italic') return <em key={index}>{children}</em>;
    return <s key={index}>{children}</s>;
  });
}

/** Message text with WhatsApp's formatting, built from React elements only (never HTML from the text). */
export function FormattedText({ text, singleLine = false }: { text: string; singleLine?: boolean }) {
  const nodes = useMemo(() => render(formatText(text)), [text]);
  return (
    <Box component="span" sx={singleLine ? undefined : { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {nodes}
    </Box>
  );
}
