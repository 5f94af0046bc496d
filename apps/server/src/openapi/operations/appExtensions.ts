import * as z from 'zod';
import type { OfferedExtension } from '../../appExtensions/catalogue.js';
import { reassignBody } from '../../appExtensions/reassign.js';
import { updateBody } from '../../appExtensions/routes.js';
import type { ApiOperation } from '../operation.js';

const tag = 'App Extensions';

/** An offered extension as the routes answer it; `satisfies` keeps it in step with the catalogue. */
const appExtension = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  context: z.enum(['PANEL', 'LINK']),
  model: z.enum(['PRODUCTS', 'ORDERS', 'CUSTOMERS']),
  url: z.string(),
  label: z.string(),
  enabled: z.boolean().describe('Whether the store has it registered.'),
}) satisfies z.ZodType<OfferedExtension & { enabled: boolean }>;

const platformFailure =
  'Acts on the platform’s GraphQL Admin API: what it refuses answers 422 (`platform_rejected`), a platform that fails 502.';

/**
 * App Extensions, under `/stores/{storeHash}` without the `/api` prefix (custom-resources spec,
 * section 7), and moving metafields to another owner (metafields spec, section 7).
 */
export const appExtensionOperations: ApiOperation[] = [
  {
    id: 'listAppExtensions',
    method: 'GET',
    path: '/stores/{storeHash}/app-extensions',
    summary: 'The App Extensions the app offers, and which the store has on',
    description: platformFailure,
    tag,
    access: 'store',
    answers: [
      {
        status: 200,
        description: 'Every offered extension.',
        schema: z.object({ data: z.array(appExtension) }),
      },
    ],
    errors: [502],
  },
  {
    id: 'setAppExtension',
    method: 'PUT',
    path: '/stores/{storeHash}/app-extensions/{id}',
    summary: 'Turn an App Extension on or off',
    description: `Idempotent both ways. ${platformFailure}`,
    tag,
    access: 'store',
    body: { json: updateBody },
    answers: [
      {
        status: 200,
        description: 'The extension.',
        schema: z.object({ data: appExtension }),
      },
    ],
    errors: [502],
  },
  {
    id: 'reassignMetafields',
    method: 'POST',
    path: '/api/stores/{storeHash}/metafields/reassign',
    summary: 'Give metafields to another app (owner)',
    description: platformFailure,
    tag: 'Metafields',
    access: 'store',
    body: { json: reassignBody },
    answers: [
      {
        status: 200,
        description: 'The platform ids of the metafields moved.',
        schema: z.object({ data: z.object({ metafieldIds: z.array(z.string()) }) }),
      },
    ],
    errors: [502],
  },
];
