import { describe, expect, it } from 'vitest';
import { MENU_LOOP_FACTOR, menuLimitReached } from './menu-limits.js';

const start = new Date('2024-05-06T12:00:00Z');
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const defaults = { maxUseBotQueues: 3, timeUseBotQueues: 0 };

describe('menuLimitReached', () => {
  it('stops at the third invalid answer with the default limit of 3', () => {
    expect(menuLimitReached({ menusSent: 1, invalidCount: 0, startedAt: start }, defaults, start)).toBe(false);
    expect(menuLimitReached({ menusSent: 2, invalidCount: 1, startedAt: start }, defaults, start)).toBe(false);
    expect(menuLimitReached({ menusSent: 3, invalidCount: 2, startedAt: start }, defaults, start)).toBe(false);
    expect(menuLimitReached({ menusSent: 3, invalidCount: 3, startedAt: start }, defaults, start)).toBe(true);
  });

  it('lets valid navigation through a deep tree go on', () => {
    expect(menuLimitReached({ menusSent: 8, invalidCount: 2, startedAt: start }, defaults, start)).toBe(false);
  });

  it('stops a loop of valid answers at ten times the limit', () => {
    const limit = defaults.maxUseBotQueues * MENU_LOOP_FACTOR;
    expect(menuLimitReached({ menusSent: limit - 1, invalidCount: 0, startedAt: start }, defaults, start)).toBe(false);
    expect(menuLimitReached({ menusSent: limit, invalidCount: 0, startedAt: start }, defaults, start)).toBe(true);
  });

  it('has no menu limit when maxUseBotQueues is 0', () => {
    expect(menuLimitReached({ menusSent: 500, invalidCount: 200, startedAt: start }, { maxUseBotQueues: 0, timeUseBotQueues: 0 }, minutesLater(10_000))).toBe(false);
  });

  it('stops timeUseBotQueues minutes after the bot started', () => {
    const limits = { maxUseBotQueues: 0, timeUseBotQueues: 30 };
    const usage = { menusSent: 1, invalidCount: 0, startedAt: start };
    expect(menuLimitReached(usage, limits, new Date(minutesLater(30).getTime() - 1))).toBe(false);
    expect(menuLimitReached(usage, limits, minutesLater(30))).toBe(true);
  });

  it('does not run the clock before the bot started', () => {
    expect(menuLimitReached({ menusSent: 0, invalidCount: 0, startedAt: null }, { maxUseBotQueues: 3, timeUseBotQueues: 1 }, minutesLater(60))).toBe(false);
  });

  it('applies whichever limit comes first', () => {
    const limits = { maxUseBotQueues: 3, timeUseBotQueues: 30 };
    expect(menuLimitReached({ menusSent: 3, invalidCount: 3, startedAt: start }, limits, minutesLater(1))).toBe(true);
    expect(menuLimitReached({ menusSent: 1, invalidCount: 0, startedAt: start }, limits, minutesLater(31))).toBe(true);
    expect(menuLimitReached({ menusSent: 2, invalidCount: 1, startedAt: start }, limits, minutesLater(29))).toBe(false);
  });

  it('reads negative limits as no limit', () => {
    expect(menuLimitReached({ menusSent: 100, invalidCount: 100, startedAt: start }, { maxUseBotQueues: -1, timeUseBotQueues: -5 }, minutesLater(100))).toBe(false);
  });
});
