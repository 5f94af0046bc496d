import { GraphQLError } from 'graphql';
import * as z from 'zod';
import {
  APP_EXTENSION_CONTEXTS,
  APP_EXTENSION_MODELS,
  appExtensionGlobalId,
  appExtensionIdOf,
  countExtensions,
  deleteExtension,
  EXTENSIONS_PER_APP_PER_MODEL,
  findExtension,
  insertExtension,
  listExtensions,
  updateExtension,
  type AppExtension,
} from '../extensions.js';
import { parseArgs, type GraphqlContext } from './context.js';

/** The scope an app needs for App Extensions (app-extensions-guide.mdx, "OAuth scopes"). */
export const APP_EXTENSIONS_SCOPE = 'store_app_extensions_manage';

/** `AppExtension` as the API shows it. */
export const appExtensionNode = (extension: AppExtension) => ({
  id: appExtensionGlobalId(extension.id),
  context: extension.context,
  model: extension.model,
  url: extension.url,
  label: extension.label,
});

const url = z
  .string()
  .max(2048, { error: 'must be at most 2048 characters' })
  .regex(/^\/(?!\/)\S*$/, { error: 'must be a relative URL in the app, starting with /' });

const label = z.object({
  defaultValue: z.string().trim().min(1, { error: 'must not be empty' }).max(255),
  locales: z
    .array(
      z.object({
        value: z.string().trim().min(1, { error: 'must not be empty' }).max(255),
        localeCode: z
          .string()
          .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'must be a BCP 47 language tag' }),
      }),
    )
    .nullish()
    .transform((locales) => locales ?? [])
    .refine((locales) => new Set(locales.map((l) => l.localeCode)).size === locales.length, {
      error: 'must not repeat a localeCode',
    }),
});

const globalId = z.string().transform((id, ctx) => {
  const number = appExtensionIdOf(id);
  if (number === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an App Extension id: bc/store/appExtension/{id}',
    });
    return z.NEVER;
  }
  return number;
});

const createArgs = z.object({
  input: z.object({
    context: z.enum(APP_EXTENSION_CONTEXTS),
    model: z.enum(APP_EXTENSION_MODELS),
    url,
    label,
  }),
});
const updateArgs = z.object({
  input: z.object({
    id: globalId,
    data: z.object({ url: url.nullish(), label: label.nullish() }),
  }),
});
const deleteArgs = z.object({ input: z.object({ id: globalId }) });

/** Only an app, holding the scope, manages App Extensions. */
function requireManagingApp(context: GraphqlContext): void {
  if (context.appScopes === null) {
    throw new GraphQLError(
      'App Extensions can only be managed with an app-level API account; store-level API accounts cannot manage them.',
    );
  }
  if (!context.appScopes.includes(APP_EXTENSIONS_SCOPE)) {
    throw new GraphQLError(`The app's token lacks the ${APP_EXTENSIONS_SCOPE} scope.`);
  }
}

function ownExtension(context: GraphqlContext, id: number): AppExtension {
  const extension = findExtension(context.db, context.store.store_hash, context.clientId, id);
  if (!extension)
    throw new GraphQLError(`App Extension ${appExtensionGlobalId(id)} was not found.`);
  return extension;
}

const cursorOf = (extension: AppExtension): string =>
  Buffer.from(`appExtension:${extension.id}`).toString('base64');

const connectionArgs = z.object({
  first: z.number().int().min(0, { error: 'must not be negative' }).nullish(),
  last: z.number().int().min(0, { error: 'must not be negative' }).nullish(),
  after: z.string().nullish(),
  before: z.string().nullish(),
});

/** A Relay connection over the few extensions an app has (at most two per model). */
function connection(extensions: AppExtension[], rawArgs: unknown) {
  const args = parseArgs(connectionArgs, rawArgs);
  let list = extensions;
  const indexOf = (cursor: string, name: string) => {
    const index = list.findIndex((extension) => cursorOf(extension) === cursor);
    if (index < 0) throw new GraphQLError(`${name}: not a cursor of this connection`);
    return index;
  };
  if (args.after) list = list.slice(indexOf(args.after, 'after') + 1);
  if (args.before) list = list.slice(0, indexOf(args.before, 'before'));
  let hasNextPage = false;
  let hasPreviousPage = false;
  if (args.first !== null && args.first !== undefined) {
    hasNextPage = list.length > args.first;
    list = list.slice(0, args.first);
  }
  if (args.last !== null && args.last !== undefined) {
    hasPreviousPage = list.length > args.last;
    list = list.slice(Math.max(0, list.length - args.last));
  }
  const edges = list.map((extension) => ({
    cursor: cursorOf(extension),
    node: appExtensionNode(extension),
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** `store { appExtensions }`: the caller's own; a store-level account has none. */
export const storeField = (_args: unknown, context: GraphqlContext) => ({
  appExtensions: (args: unknown) =>
    connection(listExtensions(context.db, context.store.store_hash, context.clientId), args),
});

/** `mutation { appExtension { … } }`. */
export const appExtensionMutations = () => ({
  createAppExtension(rawArgs: unknown, context: GraphqlContext) {
    requireManagingApp(context);
    const { input } = parseArgs(createArgs, rawArgs);
    const { db, store, clientId } = context;
    return db.transaction(() => {
      if (
        countExtensions(db, store.store_hash, clientId, input.model) >= EXTENSIONS_PER_APP_PER_MODEL
      ) {
        throw new GraphQLError(
          `The app already has ${EXTENSIONS_PER_APP_PER_MODEL} App Extensions for the ${input.model} model; there is a limit of ${EXTENSIONS_PER_APP_PER_MODEL} App Extensions per app, per model.`,
        );
      }
      const extension = insertExtension(db, {
        storeHash: store.store_hash,
        clientId,
        context: input.context,
        model: input.model,
        url: input.url,
        label: input.label,
      });
      return { appExtension: appExtensionNode(extension) };
    })();
  },

  updateAppExtension(rawArgs: unknown, context: GraphqlContext) {
    requireManagingApp(context);
    const { input } = parseArgs(updateArgs, rawArgs);
    const extension = ownExtension(context, input.id);
    // The label is replaced whole, never merged ("Changes to the label object overwrite").
    const updated = updateExtension(context.db, extension, {
      ...(input.data.url ? { url: input.data.url } : {}),
      ...(input.data.label ? { label: input.data.label } : {}),
    });
    return { appExtension: appExtensionNode(updated) };
  },

  deleteAppExtension(rawArgs: unknown, context: GraphqlContext) {
    requireManagingApp(context);
    const { input } = parseArgs(deleteArgs, rawArgs);
    const extension = ownExtension(context, input.id);
    deleteExtension(context.db, extension.id);
    return { deletedAppExtensionId: appExtensionGlobalId(extension.id) };
  },
});
