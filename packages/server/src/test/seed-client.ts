/**
 * The request bodies the seeds' own web client builds, field for field, so contract tests send what
 * it sends: a form's initial values spread with the record it loaded when editing, "none" as '', null
 * or false, flags as booleans or 0/1, and fields Prosa has no use for. Each later issue adds the
 * dialogs of its routes.
 */
type Values = Record<string, unknown>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const seedClient = {
  /** User modal: its form (the loaded user when editing), the chosen connection (`false` until one is picked, `''` once cleared), queues. */
  userModal: (form: Values, choices: { whatsappId: number | false | ''; queueIds: number[] }) => ({
    name: '',
    email: '',
    password: '',
    profile: 'user',
    allTicket: 'desabled',
    ...form,
    whatsappId: choices.whatsappId,
    queueIds: choices.queueIds,
  }),

  /** Contact modal: name, number, e-mail and the extra info rows (loaded ones keep their ids). */
  contactModal: (form: Values) => ({ name: '', number: '', email: '', extraInfo: [], ...form }),

  /** New ticket modal: no queue chosen is '' in the select and goes out as null. */
  newTicket: (choices: { contactId: number; queueId: number | ''; whatsappId: number | ''; userId: number }) => ({
    contactId: choices.contactId,
    queueId: choices.queueId !== '' ? choices.queueId : null,
    whatsappId: choices.whatsappId,
    userId: choices.userId,
    status: 'open',
  }),

  /** Accept button of a pending ticket. */
  accept: (userId: number) => ({ status: 'open', userId }),

  /** Return, resolve and reopen buttons: closing sends the integration and prompt as false. */
  ticketStatus: (ticket: { useIntegration: boolean; promptId: number | null; integrationId: number | null }, status: 'open' | 'pending' | 'closed', userId: number | null) => ({
    status,
    userId: userId || null,
    useIntegration: status === 'closed' ? false : ticket.useIntegration,
    promptId: status === 'closed' ? false : ticket.promptId,
    integrationId: status === 'closed' ? false : ticket.integrationId,
  }),

  /** Transfer modal: only what was chosen; a queue without a user sends the ticket back to waiting. */
  transfer: (choices: { userId?: number; queueId?: number; whatsappId?: number }) => {
    const data: Values = {};
    if (choices.userId) data.userId = choices.userId;
    if (choices.queueId) {
      data.queueId = choices.queueId;
      if (!choices.userId) {
        data.status = 'pending';
        data.userId = null;
      }
    }
    if (choices.whatsappId) data.whatsappId = choices.whatsappId;
    return data;
  },

  /** Connection modal: its initial values (the loaded connection when editing) plus queues, transfer queue and prompt. */
  connectionModal: (form: Values, choices: { queueIds: number[]; transferQueueId: number | null | ''; promptId?: number }) => {
    const body: Values = {
      name: '',
      greetingMessage: '',
      complationMessage: '',
      outOfHoursMessage: '',
      ratingMessage: '',
      isDefault: false,
      token: '',
      provider: 'beta',
      timeSendQueue: 0,
      sendIdQueue: 0,
      expiresInactiveMessage: '',
      expiresTicket: 0,
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
      ...form,
      queueIds: choices.queueIds,
      transferQueueId: choices.transferQueueId,
      promptId: choices.promptId ? choices.promptId : null,
    };
    delete body.queues;
    delete body.session;
    return body;
  },

  /** Queue modal: '' for an empty order and no integration, the seven schedule rows, the prompt or null. */
  queueModal: (form: Values, schedules: unknown[], promptId?: number) => ({
    name: '',
    color: '',
    greetingMessage: '',
    outOfHoursMessage: '',
    orderQueue: '',
    integrationId: '',
    ...form,
    schedules,
    promptId: promptId ? promptId : null,
  }),

  /** A queue option as the options editor holds it: position as a number, its children, an edition flag. */
  queueOption: (option: Values) => ({ title: '', message: '', edition: false, option: 1, parentId: null, children: [], ...option }),

  /** Tag modal: the kanban switch as 0/1 and the author's id. */
  tagModal: (form: Values, userId: number, kanban: 0 | 1) => ({ name: '', color: '#A4CCCC', ...form, userId, kanban }),

  /** Quick message dialog: flags as booleans, `isMedia` always true, the attachment's name or null. */
  quickMessage: (form: Values, userId: number) => ({ shortcode: '', message: '', geral: false, status: true, ...form, isMedia: true, mediaPath: null, userId }),

  /** Settings page: one select saves one key. */
  setting: (key: string, value: string) => ({ key, value }),

  /** Settings page, company hours: the company service's `updateSchedules`. */
  companySchedules: (companyId: number, schedules: unknown[]) => ({ id: companyId, schedules }),

  /** Signup page: the form plus the fields the client computes itself (the server decides them). */
  signup: (form: { name: string; email: string; phone: string; password: string }, planId: number) => ({
    ...form,
    planId,
    recurrence: 'MENSAL',
    dueDate: inDays(3),
    status: true,
    campaignsEnabled: true,
  }),

  /** Contact drawer: a note on the ticket and its contact. */
  ticketNote: (note: string, ticket: { id: number; contactId: number }) => ({ note, ticketId: ticket.id, contactId: ticket.contactId }),
};
