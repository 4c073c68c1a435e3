import { SiteRoot } from '@lotus/app-shell';
import { RouterProvider } from 'react-router';
import { router } from './routes.tsx';

export function App() {
  return (
    <SiteRoot>
      <RouterProvider router={router} />
    </SiteRoot>
  );
}
