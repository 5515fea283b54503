import { isAdmin } from '@prosa/contract';
import { useMemo } from 'react';
import { useCurrentUser } from '../auth/api';
import type { BellViewer } from './bellRules';

export function useBellViewer(): BellViewer | undefined {
  const { data: user } = useCurrentUser();
  const id = user?.id;
  const admin = user ? isAdmin(user) : false;
  return useMemo(() => (id === undefined ? undefined : { id, admin }), [id, admin]);
}
