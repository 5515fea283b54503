import { can } from '@prosa/contract';
import { useCurrentUser } from '../auth/api';

export interface ConnectionPermissions {
  add: boolean;
  editOrDelete: boolean;
  sessionButtons: boolean;
}

/** The named checks of the connections page, through the contract's `can`. */
export function useConnectionPermissions(): ConnectionPermissions {
  const { data: user } = useCurrentUser();
  return {
    add: user !== undefined && can(user, 'connections-page:addConnection'),
    editOrDelete: user !== undefined && can(user, 'connections-page:editOrDeleteConnection'),
    sessionButtons: user !== undefined && can(user, 'connections-page:actionButtons'),
  };
}
