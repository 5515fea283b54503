import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { i18n } from '../i18n';
import { SocketProvider } from '../realtime/SocketProvider';
import { appRoutes } from './routes';
import { SessionSync } from './SessionSync';
import { ColorModeProvider } from './theme/ColorModeProvider';
import { Toasts } from './components/Toasts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          <SessionSync />
          <SocketProvider>
            <RouterProvider router={router} />
          </SocketProvider>
          <Toasts />
        </ColorModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
