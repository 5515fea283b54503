/** Polls until `check` answers a value (not undefined/false) or the time runs out. */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, { timeoutMs = 5000, what = 'condition' } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
