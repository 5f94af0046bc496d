import * as z from 'zod';
import type { OfferedExtension } from './catalogue.js';
import { platformGraphql, type PlatformStore } from '../platformClient/graphql.js';

/** An App Extension as the platform lists it: the app's own, in this store. */
export interface RegisteredExtension {
  id: string;
  context: string;
  model: string;
  url: string;
}

const registered = z.object({
  id: z.string(),
  context: z.string(),
  model: z.string(),
  url: z.string(),
});

const listAnswer = z.object({
  store: z.object({
    appExtensions: z.object({ edges: z.array(z.object({ node: registered })) }),
  }),
});

const createAnswer = z.object({
  appExtension: z.object({
    createAppExtension: z.object({ appExtension: registered }),
  }),
});

const deleteAnswer = z.object({
  appExtension: z.object({
    deleteAppExtension: z.object({ deletedAppExtensionId: z.string() }),
  }),
});

/** The documented queries (app-extensions-guide.mdx, "Example requests"). */
const LIST = /* GraphQL */ `
  query {
    store {
      appExtensions {
        edges {
          node {
            id
            context
            model
            url
          }
        }
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation AppExtension($input: CreateAppExtensionInput!) {
    appExtension {
      createAppExtension(input: $input) {
        appExtension {
          id
          context
          model
          url
        }
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation AppExtension($input: DeleteAppExtensionInput!) {
    appExtension {
      deleteAppExtension(input: $input) {
        deletedAppExtensionId
      }
    }
  }
`;

/** The platform side of App Extensions for one store, through its GraphQL Admin API. */
export function platformExtensions(platformUrl: string, store: PlatformStore) {
  return {
    /** The app's registered extensions (the platform lists only the caller's own). */
    async list(): Promise<RegisteredExtension[]> {
      const data = await platformGraphql(platformUrl, store, { query: LIST }, listAnswer);
      return data.store.appExtensions.edges.map((edge) => edge.node);
    },

    async create(offered: OfferedExtension): Promise<RegisteredExtension> {
      const input = {
        context: offered.context,
        model: offered.model,
        url: offered.url,
        label: { defaultValue: offered.label, locales: [] },
      };
      const data = await platformGraphql(
        platformUrl,
        store,
        { query: CREATE, variables: { input } },
        createAnswer,
      );
      return data.appExtension.createAppExtension.appExtension;
    },

    async delete(id: string): Promise<void> {
      await platformGraphql(
        platformUrl,
        store,
        { query: DELETE, variables: { input: { id } } },
        deleteAnswer,
      );
    },
  };
}

/** The registrations that are this offered extension: the same place, model and URL. */
export const registrationsOf = (offered: OfferedExtension, list: RegisteredExtension[]) =>
  list.filter(
    (extension) =>
      extension.context === offered.context &&
      extension.model === offered.model &&
      extension.url === offered.url,
  );

/**
 * Turns on every offered App Extension the store does not have yet: an install gives the
 * merchant the Metafields panels at once (they can turn each off in the app's settings). Those
 * already registered, by an earlier install of the same store, stay as they are.
 */
export async function registerOfferedExtensions(
  platformUrl: string,
  store: PlatformStore,
  offered: readonly OfferedExtension[],
): Promise<void> {
  const platform = platformExtensions(platformUrl, store);
  const registered = await platform.list();
  for (const extension of offered) {
    if (registrationsOf(extension, registered).length === 0) await platform.create(extension);
  }
}
