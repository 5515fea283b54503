/** The shape of one company's data. */
export interface CompanyShape {
  agents: number;
  queues: number;
  /** Queues each agent works in (agent i: queues i, i+3, i+6 modulo the queue count). */
  queuesPerAgent: number;
  contacts: number;
  closed: number;
  open: number;
  pending: number;
  messagesPerTicket: number;
  tags: number;
  /** Tickets carrying one tag; the first `doubleTagged` of them carry a second. */
  tagged: number;
  doubleTagged: number;
  /** Extra messages in one conversation of the benchmark agent, for the deep-page scenario. */
  longHistory: number;
}

export interface DatasetSize {
  name: SizeName;
  main: CompanyShape;
  /** Small companies beside the big one, to show that tenancy costs nothing. */
  smallCompanies: number;
  small: CompanyShape;
  /** Tickets per bulk message insert: the heap is chronological within such a window. */
  ticketsPerChunk: number;
}

export const SIZE_NAMES = ['large', 'medium', 'quick'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

const small: CompanyShape = {
  agents: 2,
  queues: 2,
  queuesPerAgent: 1,
  contacts: 100,
  closed: 290,
  open: 6,
  pending: 4,
  messagesPerTicket: 4,
  tags: 2,
  tagged: 20,
  doubleTagged: 0,
  longHistory: 0,
};

export const SIZES: Record<SizeName, DatasetSize> = {
  large: {
    name: 'large',
    main: { agents: 50, queues: 10, queuesPerAgent: 3, contacts: 200_000, closed: 995_000, open: 3_000, pending: 2_000, messagesPerTicket: 10, tags: 10, tagged: 50_000, doubleTagged: 10_000, longHistory: 5_000 },
    smallCompanies: 20,
    small,
    ticketsPerChunk: 5_000,
  },
  medium: {
    name: 'medium',
    main: { agents: 50, queues: 10, queuesPerAgent: 3, contacts: 20_000, closed: 99_500, open: 300, pending: 200, messagesPerTicket: 10, tags: 10, tagged: 5_000, doubleTagged: 1_000, longHistory: 2_000 },
    smallCompanies: 20,
    small,
    ticketsPerChunk: 5_000,
  },
  quick: {
    name: 'quick',
    main: { agents: 10, queues: 10, queuesPerAgent: 3, contacts: 1_000, closed: 4_700, open: 180, pending: 120, messagesPerTicket: 4, tags: 10, tagged: 250, doubleTagged: 50, longHistory: 200 },
    smallCompanies: 3,
    small: { ...small, contacts: 20, closed: 30, open: 2, pending: 2, tagged: 4 },
    ticketsPerChunk: 5_000,
  },
};

export const totalTickets = (shape: CompanyShape) => shape.closed + shape.open + shape.pending;
