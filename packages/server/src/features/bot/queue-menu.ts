/**
 * The connection's queue menu: the greeting, a blank line and
 * one `*[ n ]* - Queue` line per queue, numbered in the order given (the engine sorts by
 * `orderQueue`). The engine renders template variables in the greeting before calling this, so a
 * queue name is never read as a template.
 */
export function queueMenuText(greeting: string, queues: { name: string }[]): string {
  const lines = queues.map((queue, index) => `*[ ${index + 1} ]* - ${queue.name}`).join('\n');
  const heading = greeting.trim();
  return heading ? `${heading}\n\n${lines}` : lines;
}

/**
 * The queue the customer picked: the trimmed body must be exactly a menu number ("1", not "01",
 * " 1." or "1 please"), so ordinary sentences are never taken for a choice.
 */
export function chooseQueue<T extends { name: string }>(body: string, queues: T[]): T | undefined {
  const text = body.trim();
  if (!/^[1-9]\d*$/.test(text)) return undefined;
  return queues[Number(text) - 1];
}
