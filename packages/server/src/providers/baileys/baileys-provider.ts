/**
 * What the session factories take from the Baileys provider, in one module so that it is loaded as
 * one piece on first use (sessions/deferred-session.ts) and never by a process without a Baileys
 * connection.
 */
export { createBaileysSession } from './baileys-session.js';
export { storedMessageLookup } from './stored-message-lookup.js';
