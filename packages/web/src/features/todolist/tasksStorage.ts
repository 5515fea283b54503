import { readStorage, STORAGE_KEYS, writeStorage } from '../../storage/browserStorage';

/** A task of the browser-only todo list. */
export interface Task {
  id: string;
  text: string;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

function isTaskLike(value: unknown): value is { text: string; updatedAt?: unknown; id?: unknown } {
  return typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string';
}

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** Reads `tasks`, tolerating what older clients wrote there (no ids, Date strings) or garbage. */
export function readTasks(): Task[] {
  const raw = readStorage(STORAGE_KEYS.tasks);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isTaskLike).map((task) => ({
    id: typeof task.id === 'string' ? task.id : newId(),
    text: task.text,
    updatedAt:
      typeof task.updatedAt === 'string' && !Number.isNaN(Date.parse(task.updatedAt))
        ? task.updatedAt
        : new Date().toISOString(),
  }));
}

export function writeTasks(tasks: readonly Task[]): void {
  writeStorage(STORAGE_KEYS.tasks, JSON.stringify(tasks));
}

export function createTask(text: string, now: Date = new Date()): Task {
  return { id: newId(), text, updatedAt: now.toISOString() };
}
