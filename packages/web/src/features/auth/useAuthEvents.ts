import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { getToken, msSinceLogin } from '../../api/session';
import { sessionIdOf } from './sessionIdOf';
import { useCompanyEvent, useSocket } from '../../realtime/useSocket';
import { clearStorage } from '../../storage/browserStorage';

/** The forced logout happens 1 s after the notice. */
export const AUTO_LOGOUT_DELAY_MS = 1000;
/** Without a session id in the event (older servers), a login this recent is taken as our own. */
const OWN_LOGIN_WINDOW_MS = 5000;
/**
 * A login in another tab of this browser emits the same event before its token reaches our shared
 * storage; waiting this long lets the new token land so that tab is not logged out with us.
 */
const SIBLING_TAB_GRACE_MS = 500;

/**
 * When the same user logs in on another computer, this one shows 'Sua conta foi acessada em outro
 * computador.' and, 1 s later, clears storage and reloads.
 */
export function useAuthEvents(): void {
  const { userId } = useSocket();
  const { t } = useTranslation();

  useCompanyEvent('auth', (payload) => {
    if (payload.user.id !== userId) return;
    if (!payload.sessionId && msSinceLogin() < OWN_LOGIN_WINDOW_MS) return;
    const tokenAtEvent = getToken();
    window.setTimeout(() => {
      // The login the event announces is this browser's own (this tab, or a sibling tab whose new
      // token we now share) when the stored token belongs to that session.
      if (payload.sessionId ? sessionIdOf(getToken()) === payload.sessionId : getToken() !== tokenAtEvent) return;
      toast.error(t('auth.loggedInElsewhere'));
      window.setTimeout(() => {
        clearStorage();
        window.location.reload();
      }, AUTO_LOGOUT_DELAY_MS);
    }, SIBLING_TAB_GRACE_MS);
  });
}
