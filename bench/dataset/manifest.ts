import type { Engine } from '../../packages/server/src/db/client.js';
import type { AgentInfo, CompanyRows } from './company-setup.js';
import type { SizeName } from './sizes.js';

/** An open ticket of the big company with a queue: a chat the intake scenarios write into. */
export interface Chat {
  ticketId: number;
  queueId: number;
  userId: number;
  number: string;
}

/** What a built dataset holds and where the scenarios find their actors; saved beside the dataset. */
export interface Manifest {
  engine: Engine;
  size: SizeName;
  seed: number;
  builtAt: string;
  buildMs: number;
  steps: { name: string; ms: number }[];
  password: string;
  superAdminEmail: string;
  company: Omit<CompanyRows, 'index' | 'name'>;
  /** The benchmark agent (agent01): three queues, 60 open tickets on `large`. */
  benchAgent: AgentInfo;
  /** The benchmark agent's most recently active open ticket (endpoint (e) reads its messages). */
  benchTicketId: number;
  /** An open ticket of the benchmark agent with a long history, and the page read from it. */
  deepTicketId: number;
  deepPage: number;
  benchAgentOpenTicketIds: number[];
  chats: Chat[];
  smallCompanies: { id: number; adminEmail: string; whatsappId: number }[];
  counts: Record<string, number>;
  ticketsByStatus: Record<string, number>;
  sizesMb: Record<string, number>;
}
