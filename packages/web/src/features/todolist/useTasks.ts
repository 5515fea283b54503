import { useCallback, useState } from 'react';
import { createTask, readTasks, type Task, writeTasks } from './tasksStorage';

/** The task list, kept in the browser only; blank text is ignored. */
export function useTasks() {
  const [tasks, setTasks] = useState<Task[]>(readTasks);

  const save = useCallback((update: (current: Task[]) => Task[]) => {
    setTasks((current) => {
      const next = update(current);
      writeTasks(next);
      return next;
    });
  }, []);

  const add = useCallback(
    (text: string) => {
      const clean = text.trim();
      if (clean !== '') save((current) => [...current, createTask(clean)]);
    },
    [save],
  );

  const edit = useCallback(
    (id: string, text: string) => {
      const clean = text.trim();
      if (clean === '') return;
      const updatedAt = new Date().toISOString();
      save((current) => current.map((task) => (task.id === id ? { ...task, text: clean, updatedAt } : task)));
    },
    [save],
  );

  const remove = useCallback((id: string) => save((current) => current.filter((task) => task.id !== id)), [save]);

  return { tasks, add, edit, remove };
}
