import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './layout/AppLayout.js';
import { RequireUser } from './layout/RequireUser.js';
import { StoreLayout } from './layout/StoreLayout.js';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage.js';
import { CenteredPanel } from './pages/pages.styles.js';

// Pages load on demand, so the login page does not pay for the tables.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes = [
  { path: '/', element: <Navigate to="/stores" replace /> },
  { path: '/account/login', lazy: page(() => import('./pages/LoginPage/LoginPage.js')) },
  { path: '/account/logout', lazy: page(() => import('./pages/LogoutPage/LogoutPage.js')) },
  {
    element: <RequireUser />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/stores', lazy: page(() => import('./pages/StoresPage/StoresPage.js')) },
          {
            path: '/stores/:storeHash',
            element: <StoreLayout />,
            children: [
              { index: true, lazy: page(() => import('./pages/ResourcesPage/ResourcesPage.js')) },
              {
                path: 'products',
                lazy: page(() => import('./pages/ProductsPage/ProductsPage.js')),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '*',
    element: (
      <CenteredPanel>
        <NotFoundPage />
      </CenteredPanel>
    ),
  },
];

export const createRouter = () => createBrowserRouter(routes);
