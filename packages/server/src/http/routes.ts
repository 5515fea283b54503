import type { AppContext } from '../app-context.js';
import { authRoutes } from '../features/auth/auth.routes.js';
import { contactsRoutes } from '../features/contacts/contacts.routes.js';
import { companiesRoutes } from '../features/companies/companies.routes.js';
import { passwordResetRoutes } from '../features/password-reset/password-reset.routes.js';
import { plansRoutes } from '../features/plans/plans.routes.js';
import { queuesRoutes } from '../features/queues/queues.routes.js';
import { queueOptionsRoutes } from '../features/queue-options/queue-options.routes.js';
import { publicSettingsRoutes } from '../features/settings/public-settings.routes.js';
import { settingsRoutes } from '../features/settings/settings.routes.js';
import { usersRoutes } from '../features/users/users.routes.js';
import { versionRoutes } from '../features/version/version.routes.js';
import { whatsappRoutes } from '../features/whatsapp/whatsapp.routes.js';
import { whatsappSessionRoutes } from '../features/whatsapp/whatsapp-session.routes.js';
import { cloudWebhookRoutes } from '../providers/cloud/cloud-webhook.routes.js';
import { simulatorRoutes } from '../providers/simulator/simulator.routes.js';
import { mediaRoutes } from '../media/media.routes.js';
import { tagsRoutes } from '../features/tags/tags.routes.js';
import { quickMessagesRoutes } from '../features/quick-messages/quick-messages.routes.js';
import { ticketsRoutes } from '../features/tickets/tickets.routes.js';
import { ticketActionsRoutes } from '../features/ticket-actions/ticket-actions.routes.js';
import { messagesRoutes } from '../features/messages/messages.routes.js';
import { ticketNotesRoutes } from '../features/ticket-notes/ticket-notes.routes.js';
import { chatsRoutes } from '../features/chats/chats.routes.js';
import { announcementsRoutes } from '../features/announcements/announcements.routes.js';
import { externalApiRoutes } from '../features/external-api/external-api.routes.js';
import type { App } from './types.js';

/** Every feature's routes; a new feature adds one line here. */
export function registerRoutes(app: App, ctx: AppContext): void {
  versionRoutes(app);
  authRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
  plansRoutes(app, ctx);
  companiesRoutes(app, ctx);
  publicSettingsRoutes(app, ctx);
  settingsRoutes(app, ctx);
  usersRoutes(app, ctx);
  mediaRoutes(app, ctx);
  tagsRoutes(app, ctx);
  quickMessagesRoutes(app, ctx);
  ticketsRoutes(app, ctx);
  ticketActionsRoutes(app, ctx);
  messagesRoutes(app, ctx);
  ticketNotesRoutes(app, ctx);
  chatsRoutes(app, ctx);
  announcementsRoutes(app, ctx);
  whatsappRoutes(app, ctx);
  contactsRoutes(app, ctx);
  queuesRoutes(app, ctx);
  queueOptionsRoutes(app, ctx);
  whatsappSessionRoutes(app, ctx);
  cloudWebhookRoutes(app, ctx);
  externalApiRoutes(app, ctx);
  // Without the simulator its routes don't exist, so they answer 404 like any unknown path.
  if (ctx.config.simulatorEnabled) simulatorRoutes(app, ctx);
}
