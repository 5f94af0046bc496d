import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { resourceTypes, type ResourceType, type ResourceTypePlural } from '@metafields/core';
import { AppLayout } from './layout/AppLayout.js';
import { RecordLayout } from './layout/RecordLayout.js';
import { lazyComponent } from './layout/lazyComponent.js';
import { PrefetchList, type PrefetchListProps } from './lists/PrefetchList.js';
import { MainRegion } from './layout/MainRegion.js';
import { RequireUser } from './layout/RequireUser.js';
import { StoreLayout } from './layout/StoreLayout.js';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage.js';
import { CenteredPanel } from './pages/pages.styles.js';

// Pages load on demand, so the login page does not pay for the tables.
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazyComponent(async () => (await load()).default);
  return <Page />;
};

/** A list's page, whose first reads start with the route rather than after its code loads. */
const listPage = (
  list: PrefetchListProps['list'],
  load: () => Promise<{ default: React.ComponentType }>,
) => (
  <>
    <PrefetchList list={list} />
    {page(load)}
  </>
);

/**
 * A record's metafield routes: its page (with tabs), /create and /{metafield_id}. `backPath`
 * leads from the record's page back to the list it belongs to.
 */
const recordRoutes = (
  type: ResourceType,
  path: string,
  backPath: string,
  backTo: ResourceTypePlural,
): RouteObject => ({
  path,
  element: <RecordLayout type={type} backPath={backPath} backTo={backTo} />,
  children: [
    {
      index: true,
      element: page(() => import('./pages/RecordMetafieldsPage/RecordMetafieldsPage.js')),
    },
    {
      path: 'create',
      element: page(() => import('./pages/MetafieldFormPage/MetafieldFormPage.js')),
    },
    {
      path: ':metafieldId',
      element: page(() => import('./pages/MetafieldFormPage/MetafieldFormPage.js')),
    },
  ],
});

const recordRouteList: RouteObject[] = [
  ...resourceTypes
    .filter((type) => type.singular !== 'variant')
    .map((type) =>
      recordRoutes(type.singular, `${type.plural}/:recordId/metafields`, '../..', type.plural),
    ),
  recordRoutes(
    'variant',
    'products/:productId/variants/:variantId/metafields',
    '../../../metafields?tab=variants',
    'variants',
  ),
  // The variants-first flow: back to the product's variants.
  recordRoutes(
    'variant',
    'variants/:productId/variants/:variantId/metafields',
    '../..',
    'variants',
  ),
];

const customResourceLayout = page(async () => ({
  default: (await import('./layout/CustomResourceLayout.js')).CustomResourceLayout,
}));

/**
 * One custom resource's screens (companion document, section 2): its settings with the fields
 * table and the field form under `custom-objects/{id}`, its values and the value form under
 * `custom-object/{id}`.
 */
const customResourceRoutes: RouteObject[] = [
  {
    path: 'custom-objects/:customObjectId',
    element: customResourceLayout,
    children: [
      {
        index: true,
        element: page(
          () => import('./pages/CustomResourceSettingsPage/CustomResourceSettingsPage.js'),
        ),
      },
      ...['field', 'field/:fieldId'].map((path) => ({
        path,
        element: page(() => import('./pages/FieldFormPage/FieldFormPage.js')),
      })),
    ],
  },
  {
    path: 'custom-object/:customObjectId',
    element: customResourceLayout,
    children: [
      { index: true, element: page(() => import('./pages/ValuesPage/ValuesPage.js')) },
      ...['value', 'value/:valueId'].map((path) => ({
        path,
        element: page(() => import('./pages/ValueFormPage/ValueFormPage.js')),
      })),
    ],
  },
];

/**
 * The App Extension panels (custom-resources-and-account.md, section 2): a product's, order's
 * or customer's metafields in the control panel's side panel, with the record's metafield form
 * (create and edit) under it so a custom metafield is edited without leaving the panel. Any
 * other model, or a record id that is not an id, shows the not-found page.
 */
const appExtensionModels = ['product', 'order', 'customer'] as const;
const appExtensionRoute: RouteObject = {
  path: '/stores/:storeHash/app-extension',
  element: page(async () => ({
    default: (await import('./layout/AppExtensionLayout.js')).AppExtensionLayout,
  })),
  children: [
    ...appExtensionModels.map((type) => {
      const plural = resourceTypes.find((entry) => entry.singular === type)!.plural;
      return {
        path: `${plural}/:recordId`,
        element: <RecordLayout type={type} backPath="." backTo={plural} />,
        children: [
          {
            index: true,
            element: page(() => import('./pages/AppExtensionPage/AppExtensionPage.js')),
          },
          ...['create', ':metafieldId'].map((path) => ({
            path,
            element: page(() => import('./pages/MetafieldFormPage/MetafieldFormPage.js')),
          })),
        ],
      };
    }),
    { path: '*', element: <NotFoundPage /> },
  ],
};

const storePricing = page(() => import('./pages/StorePricingPage/StorePricingPage.js'));

/** Billing (companion document, section 2): where plan upgrades lead. */
const billingRoutes: RouteObject[] = [
  { path: 'billing', element: page(() => import('./pages/BillingPage/BillingPage.js')) },
  { path: 'billing/pricing', element: storePricing },
  { path: 'pricing', element: storePricing },
  { path: 'subscription', element: page(() => import('./pages/ChangePlanPage/ChangePlanPage.js')) },
  {
    path: 'company-details/:priceId',
    element: page(() => import('./pages/SignUpPage/SignUpPage.js')),
  },
];

export const routes: RouteObject[] = [
  { path: '/', element: page(() => import('./pages/HomePage/HomePage.js')) },
  { path: '/account/login', element: page(() => import('./pages/LoginPage/LoginPage.js')) },
  { path: '/account/logout', element: page(() => import('./pages/LogoutPage/LogoutPage.js')) },
  // Public: the plans before anyone signs in.
  {
    path: '/pricing',
    element: <MainRegion>{page(() => import('./pages/PricingPage/PricingPage.js'))}</MainRegion>,
  },
  {
    path: '/account/loggedout',
    element: page(() => import('./pages/LoggedOutPage/LoggedOutPage.js')),
  },
  {
    path: '/account/password-reset',
    element: page(() => import('./pages/PasswordResetPage/PasswordResetPage.js')),
  },
  { path: '/error', element: page(() => import('./pages/ErrorPage/ErrorPage.js')) },
  {
    element: <RequireUser />,
    children: [
      appExtensionRoute,
      {
        element: <AppLayout />,
        children: [
          {
            path: '/stores',
            element: (
              <MainRegion>{page(() => import('./pages/StoresPage/StoresPage.js'))}</MainRegion>
            ),
          },
          {
            path: '/stores/:storeHash',
            element: <StoreLayout />,
            children: [
              {
                index: true,
                element: page(() => import('./pages/ResourcesPage/ResourcesPage.js')),
              },
              ...billingRoutes,
              {
                path: 'products',
                element: listPage('products', () => import('./pages/ProductsPage/ProductsPage.js')),
              },
              {
                path: 'categories',
                element: page(() => import('./pages/CategoriesPage/CategoriesPage.js')),
              },
              {
                path: 'variants/:productId/variants',
                element: page(() => import('./pages/VariantsPage/VariantsPage.js')),
              },
              // The resource lists (metafields.md section 2); categories are another helper's.
              {
                path: 'orders',
                element: listPage('orders', () => import('./pages/OrdersPage/OrdersPage.js')),
              },
              {
                path: 'customers',
                element: listPage(
                  'customers',
                  () => import('./pages/CustomersPage/CustomersPage.js'),
                ),
              },
              { path: 'brands', element: page(() => import('./pages/BrandsPage/BrandsPage.js')) },
              {
                path: 'channels',
                element: page(() => import('./pages/ChannelsPage/ChannelsPage.js')),
              },
              {
                path: 'locations',
                element: page(() => import('./pages/LocationsPage/LocationsPage.js')),
              },
              {
                path: 'variants',
                element: page(() => import('./pages/ProductsPage/VariantsFirstPage.js')),
              },
              ...recordRouteList,
              // The spec's link target for a product (/stores/{hash}/products/{id}): in this app a
              // product is its metafield page.
              {
                path: 'products/:productId',
                element: <Navigate to="metafields" relative="path" replace />,
              },
              // A product's variants (metafields.md section 2): their own page, whose back link
              // returns to the product's Variants tab.
              {
                path: 'products/:productId/variants',
                element: page(async () => ({
                  default: (await import('./pages/VariantsPage/VariantsPage.js'))
                    .ProductVariantsPage,
                })),
              },
              {
                path: 'templates',
                element: page(() => import('./pages/SharedMetafieldsPage/SharedMetafieldsPage.js')),
              },
              { path: 'jobs', element: page(() => import('./pages/JobsPage/JobsPage.js')) },
              // The store's other pages (spec section 2, 'Other pages').
              {
                path: 'installed',
                element: page(() => import('./pages/InstalledPage/InstalledPage.js')),
              },
              {
                path: 'welcome',
                element: page(() => import('./pages/WelcomePage/WelcomePage.js')),
              },
              { path: 'help', element: page(() => import('./pages/HelpPage/HelpPage.js')) },
              {
                path: 'whats-new',
                element: page(() => import('./pages/WhatsNewPage/WhatsNewPage.js')),
              },
              {
                path: 'settings',
                element: page(() => import('./pages/SettingsPage/SettingsPage.js')),
              },
              {
                path: 'settings/webdav',
                element: page(() => import('./pages/WebdavSettingsPage/WebdavSettingsPage.js')),
              },
              {
                path: 'settings/api-tokens',
                element: page(() => import('./pages/ApiTokensPage/ApiTokensPage.js')),
              },
              ...customResourceRoutes,
              {
                path: 'templates/:entity',
                element: page(async () => ({
                  default: (await import('./layout/TemplatesLayout.js')).TemplatesLayout,
                })),
                children: [
                  {
                    index: true,
                    element: page(() => import('./pages/TemplateListPage/TemplateListPage.js')),
                  },
                  ...['form', 'form/:id', ':id'].map((path) => ({
                    path,
                    element: page(() => import('./pages/TemplateFormPage/TemplateFormPage.js')),
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

/**
 * The app's routes, in react-router's declarative mode (inside a `BrowserRouter` or
 * `MemoryRouter`): the data router's loaders and actions are not used here, and leaving them
 * out keeps half of react-router out of every page's first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
