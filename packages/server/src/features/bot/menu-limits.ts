/**
 * When the bot gives up on a ticket (after `maxUseBotQueues` menus or `timeUseBotQueues` minutes
 * the ticket waits for a human, or goes to `transferQueueId`). The reference product never counted,
 * so its limits were inert; these must bite.
 *
 * How the counters combine: the menu limit counts the menus the customer failed to answer, that is
 * invalid answers (`tickets.botInvalidCount`), across the queue menu and the option tree. Every
 * invalid answer re-sends the menu, so with the default 3 the customer sees the menu three times
 * (first send plus two re-sends) and the third invalid answer stops the bot. Valid navigation is
 * free, so a deep option tree is never cut short by the limit. A valid answer does not reset the
 * count (the engine resets it only when a new bot session starts), so alternating valid and
 * invalid answers cannot loop forever. `tickets.botMenuCount` (every menu sent, valid moves
 * included) is only a guard against another bot answering valid options in a loop: it stops at
 * `MENU_LOOP_FACTOR` times the limit.
 */

export type BotUsage = {
  /** Menus and option levels sent in this bot session (`tickets.botMenuCount`). */
  menusSent: number;
  /** Invalid answers in this bot session (`tickets.botInvalidCount`). */
  invalidCount: number;
  /** When the bot first spoke on this ticket (`tickets.botStartedAt`); null before that. */
  startedAt: Date | null;
};

export type BotLimits = {
  /** Menus a customer may fail to answer; 0 (or less) = no limit. */
  maxUseBotQueues: number;
  /** Minutes the bot may run after it started; 0 (or less) = no limit. */
  timeUseBotQueues: number;
};

export const MENU_LOOP_FACTOR = 10;

/**
 * True when the bot must stop. The engine checks it after recording an inbound answer (with the
 * invalid count already raised) and before sending any further menu.
 */
export function menuLimitReached(usage: BotUsage, limits: BotLimits, now: Date): boolean {
  if (limits.maxUseBotQueues > 0) {
    if (usage.invalidCount >= limits.maxUseBotQueues) return true;
    if (usage.menusSent >= limits.maxUseBotQueues * MENU_LOOP_FACTOR) return true;
  }
  if (limits.timeUseBotQueues > 0 && usage.startedAt) {
    return now.getTime() - usage.startedAt.getTime() >= limits.timeUseBotQueues * 60_000;
  }
  return false;
}
