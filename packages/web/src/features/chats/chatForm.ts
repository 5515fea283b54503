import type { ChatBody } from '@prosa/contract';

export type ChatFormProblem = 'title' | 'users';

/**
 * The chat dialog: an empty title gets 'Por favor, preencha o título da conversa.', no user chosen
 * 'Por favor, selecione pelo menos um usuário.' (the title is checked first).
 */
export function chatFormProblem(title: string, userIds: readonly number[]): ChatFormProblem | undefined {
  if (title.trim() === '') return 'title';
  if (userIds.length === 0) return 'users';
  return undefined;
}

/** The body as the seeds' client sends it: users as `{ id, name }`. */
export function chatBody(title: string, users: readonly { id: number; name: string }[]): ChatBody {
  return { title: title.trim(), users: users.map(({ id, name }) => ({ id, name })) };
}
