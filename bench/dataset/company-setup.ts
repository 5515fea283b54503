import { defaultWeekSchedule } from '@prosa/contract';
import type { Db } from '../../packages/server/src/db/types.js';
import { companies, plans, queues, tags, userQueues, users, whatsappQueues, whatsapps } from '../../packages/server/src/db/schema/index.js';
import { createDefaultSettings } from '../../packages/server/src/features/settings/default-settings.js';
import { pair } from '../../packages/server/src/providers/simulator/simulator-network.js';
import type { CompanyShape } from './sizes.js';

const QUEUE_NAMES = ['Vendas', 'Suporte', 'Financeiro', 'Cobrança', 'Técnico', 'Comercial', 'Pós-venda', 'Ouvidoria', 'Cadastro', 'Logística'];
const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
const TAG_NAMES = ['Urgente', 'VIP', 'Reclamação', 'Orçamento', 'Retorno', 'Boleto', 'Entrega', 'Troca', 'Elogio', 'Spam'];

export interface AgentInfo {
  id: number;
  email: string;
  queueIds: number[];
}

/** The small rows of one company, written the way the application writes them. */
export interface CompanyRows {
  index: number;
  id: number;
  name: string;
  adminId: number;
  adminEmail: string;
  agents: AgentInfo[];
  queueIds: number[];
  whatsappId: number;
  tagIds: number[];
}

/** Agent `i` works in queues `i, i+3, i+6…` (modulo the queue count), like the reference's agents. */
export function agentQueueSlots(agent: number, shape: CompanyShape): number[] {
  const slots = new Set<number>();
  for (let r = 0; r < shape.queuesPerAgent; r++) slots.add((agent + 3 * r) % shape.queues);
  return [...slots];
}

export async function createBenchPlan(db: Db): Promise<number> {
  const [plan] = await db.insert(plans).values({ name: 'Bench', users: 500, connections: 10, queues: 50, value: 0 }).returning({ id: plans.id });
  return plan!.id;
}

/**
 * Company `index` 0 is the big one (`admin@bench.local`, `agent01@bench.local`…); the others are
 * `admin@smallNN.bench.local`. Every company gets its settings rows, queues, agents, tags and a
 * simulator connection that is paired and CONNECTED, so a starting server resumes its session.
 */
export async function createCompanyRows(db: Db, input: { index: number; planId: number; shape: CompanyShape; passwordHash: string }): Promise<CompanyRows> {
  const { index, planId, shape, passwordHash } = input;
  const domain = index === 0 ? 'bench.local' : `small${String(index).padStart(2, '0')}.bench.local`;
  const name = index === 0 ? 'Bench Large' : `Pequena Empresa ${index}`;
  const [company] = await db.insert(companies).values({ name, email: `contato@${domain}`, planId, status: true, dueDate: null, schedules: defaultWeekSchedule() }).returning({ id: companies.id });
  const companyId = company!.id;
  await createDefaultSettings(db, companyId);

  const queueRows = await db
    .insert(queues)
    .values(Array.from({ length: shape.queues }, (_, i) => ({ companyId, name: QUEUE_NAMES[i % QUEUE_NAMES.length]!, color: COLORS[i % COLORS.length]!, orderQueue: i + 1, greetingMessage: `Você está na fila ${QUEUE_NAMES[i % QUEUE_NAMES.length]}.` })))
    .returning({ id: queues.id });
  const queueIds = queueRows.map((row) => row.id);

  const adminEmail = `admin@${domain}`;
  const [admin] = await db.insert(users).values({ companyId, name: 'Admin Bench', email: adminEmail, passwordHash, profile: 'admin', allTicket: 'enabled' }).returning({ id: users.id });
  const agentRows = await db
    .insert(users)
    .values(Array.from({ length: shape.agents }, (_, i) => ({ companyId, name: `Agente ${String(i + 1).padStart(2, '0')}`, email: `agent${String(i + 1).padStart(2, '0')}@${domain}`, passwordHash, profile: 'user' as const })))
    .returning({ id: users.id, email: users.email });
  const agents = agentRows.map((row, i) => ({ id: row.id, email: row.email, queueIds: agentQueueSlots(i, shape).map((slot) => queueIds[slot]!) }));
  const memberships = agents.flatMap((agent) => agent.queueIds.map((queueId) => ({ userId: agent.id, queueId })));
  if (memberships.length) await db.insert(userQueues).values(memberships);

  const number = `55119${String(index).padStart(8, '0')}`;
  const [connection] = await db
    .insert(whatsapps)
    .values({ companyId, name: 'Simulador', provider: 'simulator', status: 'CONNECTED', number, isDefault: true, greetingMessage: 'Olá! Escolha uma das opções:', token: `bench-token-${index}` })
    .returning({ id: whatsapps.id });
  const whatsappId = connection!.id;
  await db.insert(whatsappQueues).values(queueIds.map((queueId) => ({ whatsappId, queueId })));
  await pair(db, whatsappId, number);

  const tagRows = await db
    .insert(tags)
    .values(Array.from({ length: shape.tags }, (_, i) => ({ companyId, name: TAG_NAMES[i % TAG_NAMES.length]!, color: COLORS[(i + 3) % COLORS.length]! })))
    .returning({ id: tags.id });
  return { index, id: companyId, name, adminId: admin!.id, adminEmail, agents, queueIds, whatsappId, tagIds: tagRows.map((row) => row.id) };
}
