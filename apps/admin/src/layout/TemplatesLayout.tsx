import { useAtom } from 'jotai';
import { createContext, use, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import type { MetafieldOwner } from '@metafields/api-client';
import { resourceTypes, type ResourceType, type ResourceTypePlural } from '@metafields/core';
import { templateTypeAtom } from '../atoms/templates.js';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage.js';
import { useStoreHash } from './useStoreHash.js';

/**
 * The navigation state a record's page hands to the template screens (spec section 2: 'Entry
 * carries state: entity, id, childId'), so their back links lead back to that record.
 */
export interface TemplateOriginState {
  entity: ResourceTypePlural;
  id: number;
  /** A variant's id; `id` is then its product's. */
  childId?: number;
}

/** The state a record's 'Manage shared metafields' and 'Create shared metafield' pass. */
export function templateOriginState(owner: MetafieldOwner): TemplateOriginState {
  return owner.type === 'variant'
    ? { entity: 'variants', id: owner.productId, childId: owner.id }
    : { entity: pluralOf(owner.type), id: owner.id };
}

const pluralOf = (type: ResourceType): ResourceTypePlural =>
  resourceTypes.find((entry) => entry.singular === type)!.plural;

function isOrigin(state: unknown): state is TemplateOriginState {
  if (typeof state !== 'object' || state === null) return false;
  const { entity, id } = state as Partial<TemplateOriginState>;
  return resourceTypes.some((type) => type.plural === entity) && typeof id === 'number';
}

const sameOrigin = (a: TemplateOriginState, b: TemplateOriginState | undefined) =>
  b !== undefined && a.entity === b.entity && a.id === b.id && a.childId === b.childId;

/** The record page the state came from, on its Shared metafields tab. */
function originPath(storeHash: string, state: TemplateOriginState): string {
  const record =
    state.entity === 'variants' && state.childId !== undefined
      ? `products/${state.id}/variants/${state.childId}`
      : `${state.entity}/${state.id}`;
  return `/stores/${storeHash}/${record}/metafields?tab=shared`;
}

export interface TemplateRoute {
  type: ResourceType;
  /** The type as the route names it: 'products'. */
  entity: ResourceTypePlural;
  /** The template list of the type. */
  listPath: string;
  /** The record page the screens were opened from, when they were. */
  originPath: string | undefined;
  /** The state to hand on, so the next screen still leads back to that record. */
  originState: TemplateOriginState | undefined;
}

const TemplateRouteContext = createContext<TemplateRoute | null>(null);

export function useTemplateRoute(): TemplateRoute {
  const route = use(TemplateRouteContext);
  if (route === null) throw new Error('useTemplateRoute outside TemplatesLayout.');
  return route;
}

/**
 * The template screens of one resource type (`/templates/:entity/...`): reads the type from the
 * route into the atom their queries read; an unknown type shows the not-found page.
 */
export function TemplatesLayout() {
  const { entity } = useParams();
  const storeHash = useStoreHash();
  const state: unknown = useLocation().state;
  const entry = resourceTypes.find((type) => type.plural === entity);
  const [current, setCurrent] = useAtom(templateTypeAtom);
  const type = entry?.singular ?? null;
  useLayoutEffect(() => setCurrent(type), [type, setCurrent]);
  // The origin stays while the merchant moves between this type's list and forms, also by a
  // plain link (a template's name), until a record hands a new one or the type changes.
  const given = isOrigin(state) ? state : undefined;
  const [kept, setKept] = useState({ entity, origin: given });
  if (kept.entity !== entity || (given !== undefined && !sameOrigin(given, kept.origin))) {
    setKept({ entity, origin: given });
  }
  const origin = kept.origin;
  const route = useMemo(
    () =>
      entry && {
        type: entry.singular,
        entity: entry.plural,
        listPath: `/stores/${storeHash}/templates/${entry.plural}`,
        originPath: origin && originPath(storeHash, origin),
        originState: origin,
      },
    [entry, storeHash, origin],
  );

  if (!route) return <NotFoundPage />;
  // Until the atom has caught up, a page would query the previous type.
  if (current !== route.type) return null;
  return (
    <TemplateRouteContext value={route}>
      <Outlet />
    </TemplateRouteContext>
  );
}
