import { areaAccess } from '../../app/areas';
import { useAccessContext } from '../../app/useAccessContext';

/** The company's plan has the internal chat: only then is it asked for. */
export function useChatEnabled(): boolean {
  const { context } = useAccessContext();
  return context !== undefined && areaAccess('chats', context) === 'allowed';
}
