import type { Manifest } from '../dataset/manifest.js';
import type { Api } from '../lib/http.js';
import { waitIdle } from '../lib/idle.js';
import { waitForQuietMachine } from '../lib/quiet.js';
import type { Durations } from '../lib/load.js';
import type { RunningProsa } from '../lib/server.js';
import type { Target } from '../lib/target.js';

/** What every scenario against a running Prosa gets. */
export interface ScenarioContext {
  prosa: RunningProsa;
  api: Api;
  manifest: Manifest;
  target: Target;
  durations: Durations;
  quick: boolean;
  /** Access tokens: the company admin, the benchmark agent, and every agent by e-mail. */
  tokens: { admin: string; agent: string; agents: Map<string, string> };
  waitIdle(): Promise<void>;
}

/** Full runs also wait for the rest of the machine to be quiet; the quick smoke run does not. */
export function scenarioContext(input: Omit<ScenarioContext, 'waitIdle'>): ScenarioContext {
  return {
    ...input,
    waitIdle: async () => {
      await waitIdle(input.target, input.quick ? 200 : 1000);
      if (!input.quick) await waitForQuietMachine(input.prosa.pid, input.target.engine === 'postgres');
    },
  };
}

/** Logs every agent in once (argon2 is deliberately slow; tokens last 15 minutes). */
export async function loginAll(api: Api, manifest: Manifest): Promise<ScenarioContext['tokens']> {
  const agents = new Map<string, string>();
  for (const agent of manifest.company.agents) agents.set(agent.email, await api.login(agent.email, manifest.password));
  return { admin: await api.login(manifest.company.adminEmail, manifest.password), agent: agents.get(manifest.benchAgent.email)!, agents };
}
