import type { ResourceType } from '@metafields/core';
import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { platformJson, type PlatformStore } from '../platformClient/json.js';
import { batchPaths } from './platformMetafields.js';

/**
 * A template read waits this long at most for its count: without one, the client shows the
 * spec's count-less delete warning, which is better than a slow form.
 */
const COUNT_TIMEOUT_MS = 2000;

const countPage = z.object({
  meta: z.object({ pagination: z.object({ total: z.number().int().nonnegative() }) }),
});

/**
 * How many metafields of the type hold the template's namespace and key, counted live on the
 * platform (a page of one, its total); undefined when the platform cannot tell.
 */
export async function liveMetafieldCount(
  store: PlatformStore,
  type: ResourceType,
  key: { namespace: string; meta_key: string },
): Promise<number | undefined> {
  try {
    const answer = await platformJson(store, {
      method: 'GET',
      path: batchPaths[type],
      query: { namespace: key.namespace, key: key.meta_key, limit: '1' },
      timeoutMs: COUNT_TIMEOUT_MS,
    });
    const parsed = countPage.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data.meta.pagination.total : undefined;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}
