import { useUserList } from '../users/api';
import { usersBlindToUnqueued } from './noQueueWarning';

/** How many users would not see a connection's tickets left without a queue (0 while loading). */
export function useUsersBlindToUnqueued(): number {
  const users = useUserList();
  return usersBlindToUnqueued(users.data ?? []);
}
