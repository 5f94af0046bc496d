import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { resourceTypes, type ResourceType } from '@metafields/core';
import { AppLayout } from './layout/AppLayout.js';
import { RecordLayout } from './layout/RecordLayout.js';
import { RequireUser } from './layout/RequireUser.js';
import { StoreLayout } from './layout/StoreLayout.js';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage.js';
import { CenteredPanel } from './pages/pages.styles.js';

// Pages load on demand, so the login page does not pay for the tables.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * A record's metafield routes: its page (with tabs), /create and /{metafield_id}. `backPath`
 * leads from the record's page back to the list it belongs to.
 */
const recordRoutes = (type: ResourceType, path: string, backPath: string): RouteObject => ({
  path,
  element: <RecordLayout type={type} backPath={backPath} />,
  children: [
    {
      index: true,
      lazy: page(() => import('./pages/RecordMetafieldsPage/RecordMetafieldsPage.js')),
    },
    { path: 'create', lazy: page(() => import('./pages/MetafieldFormPage/MetafieldFormPage.js')) },
    {
      path: ':metafieldId',
      lazy: page(() => import('./pages/MetafieldFormPage/MetafieldFormPage.js')),
    },
  ],
});

const recordRouteList: RouteObject[] = [
  ...resourceTypes
    .filter((type) => type.singular !== 'variant')
    .map((type) => recordRoutes(type.singular, `${type.plural}/:recordId/metafields`, '../..')),
  recordRoutes(
    'variant',
    'products/:productId/variants/:variantId/metafields',
    '../../../metafields?tab=variants',
  ),
  // The variants-first flow: back to the product's variants.
  recordRoutes('variant', 'variants/:productId/variants/:variantId/metafields', '../..'),
];

export const routes: RouteObject[] = [
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
              // Where plan upgrades lead; a plain list of the plans until the billing issue.
              {
                path: 'billing',
                lazy: page(() => import('./pages/BillingPage/BillingPage.js')),
              },
              {
                path: 'products',
                lazy: page(() => import('./pages/ProductsPage/ProductsPage.js')),
              },
              {
                path: 'categories',
                lazy: page(() => import('./pages/CategoriesPage/CategoriesPage.js')),
              },
              {
                path: 'variants/:productId/variants',
                lazy: page(() => import('./pages/VariantsPage/VariantsPage.js')),
              },
              // The resource lists (metafields.md section 2); categories are another helper's.
              { path: 'orders', lazy: page(() => import('./pages/OrdersPage/OrdersPage.js')) },
              {
                path: 'customers',
                lazy: page(() => import('./pages/CustomersPage/CustomersPage.js')),
              },
              { path: 'brands', lazy: page(() => import('./pages/BrandsPage/BrandsPage.js')) },
              {
                path: 'channels',
                lazy: page(() => import('./pages/ChannelsPage/ChannelsPage.js')),
              },
              {
                path: 'locations',
                lazy: page(() => import('./pages/LocationsPage/LocationsPage.js')),
              },
              {
                path: 'variants',
                lazy: page(() => import('./pages/ProductsPage/VariantsFirstPage.js')),
              },
              ...recordRouteList,
              {
                path: 'templates/:entity',
                lazy: async () => ({
                  Component: (await import('./layout/TemplatesLayout.js')).TemplatesLayout,
                }),
                children: [
                  {
                    index: true,
                    lazy: page(() => import('./pages/TemplateListPage/TemplateListPage.js')),
                  },
                  ...['form', 'form/:id', ':id'].map((path) => ({
                    path,
                    lazy: page(() => import('./pages/TemplateFormPage/TemplateFormPage.js')),
                  })),
                ],
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
