import { useAtomValue } from 'jotai';
import { createContext, use, useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { ApiError } from '@metafields/api-client';
import type { CustomObject } from '@metafields/core';
import { Skeleton, Stack } from '@metafields/design-system';
import { customResourceAtom } from '../atoms/customResource.js';
import { ListLoadError } from '../lists/ListLoadError.js';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage.js';
import { PlanNotice } from './PlanNotice.js';
import { PlanRequired } from './PlanRequired.js';
import { useStoreHash } from './useStoreHash.js';

/** The custom resource of the route, with the addresses of its screens. */
export interface CustomResourceRoute {
  resource: CustomObject;
  /** Its fields are all here: the value form's inputs and the field form's defaults. */
  fields: CustomObject['fields'] & {};
  /** `/custom-objects/{id}`: its settings, with the fields table. */
  settingsPath: string;
  /** `/custom-object/{id}`: its values list. */
  valuesPath: string;
  /** The store's resources list. */
  resourcesPath: string;
}

const CustomResourceRouteContext = createContext<CustomResourceRoute | null>(null);

export function useCustomResourceRoute(): CustomResourceRoute {
  const route = use(CustomResourceRouteContext);
  if (route === null) throw new Error('useCustomResourceRoute outside CustomResourceLayout.');
  return route;
}

/** A positive id as the route may spell it; anything else names no resource. */
export const routeId = (value: string | undefined) =>
  value !== undefined && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined;

/**
 * The screens of one custom resource (`/custom-objects/:customObjectId/...` and
 * `/custom-object/:customObjectId/...`): reads the resource with its fields once for all of
 * them. An unknown id shows the not-found page, a plan without custom resources says how to
 * unlock them, and a failed read offers Try again.
 */
export function CustomResourceLayout() {
  const id = routeId(useParams().customObjectId);
  return id === undefined ? <NotFoundPage /> : <CustomResourceScreens id={id} />;
}

function CustomResourceScreens({ id }: { id: number }) {
  const storeHash = useStoreHash();
  const query = useAtomValue(customResourceAtom(id));
  const resource = query.data;
  const route = useMemo(
    () =>
      resource && {
        resource,
        fields: resource.fields ?? [],
        settingsPath: `/stores/${storeHash}/custom-objects/${resource.id}`,
        valuesPath: `/stores/${storeHash}/custom-object/${resource.id}`,
        resourcesPath: `/stores/${storeHash}`,
      },
    [resource, storeHash],
  );

  if (query.error instanceof ApiError) {
    if (query.error.status === 404) return <NotFoundPage />;
    if (query.error.code === 'plan_required') return <PlanRequired />;
  }
  if (query.isError) {
    return <ListLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  if (!route) return <Skeleton lines={6} showLoadingText />;
  return (
    <CustomResourceRouteContext value={route}>
      <Stack gap="400">
        <PlanNotice />
        <Outlet />
      </Stack>
    </CustomResourceRouteContext>
  );
}
