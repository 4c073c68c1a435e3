import { createBrowserRouter } from 'react-router';
import { MemberLayout } from './shell/MemberLayout.tsx';
import { RouteError } from '@lotus/app-shell';

/** The member site's route table; every page is loaded lazily. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: MemberLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/home/HomePage.tsx')).HomePage }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./features/auth/RegisterPage.tsx')).RegisterPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
        }),
      },
      {
        path: 'account/profile',
        lazy: async () => ({ Component: (await import('./features/account/ProfilePage.tsx')).ProfilePage }),
      },
      {
        path: 'account/security',
        lazy: async () => ({ Component: (await import('./features/account/SecurityPage.tsx')).SecurityPage }),
      },
      {
        path: 'game/:code',
        lazy: async () => ({ Component: (await import('./features/games/GamePage.tsx')).GamePage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./shell/NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
]);
