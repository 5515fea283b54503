import { createContext } from 'react';
import type { AppSocket } from './createSocket';

export interface RealtimeState {
  /** null while nobody is signed in (public pages) or before the first user load. */
  socket: AppSocket | null;
  companyId: number | null;
  userId: number | null;
}

export const SocketContext = createContext<RealtimeState>({ socket: null, companyId: null, userId: null });
