import * as z from 'zod/mini';
import type { Http } from './http.js';

/** An App Extension the app offers, as the settings cards show it. */
export const appExtensionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  model: z.string(),
  label: z.string(),
  /** Whether the store has it registered on the platform now. */
  enabled: z.boolean(),
});
export type AppExtension = z.infer<typeof appExtensionSchema>;

const list = z.object({ data: z.array(appExtensionSchema) });
const one = z.object({ data: appExtensionSchema });

/** App Extensions (spec section 7): under `/stores/{hash}`, without the `/api` prefix. */
export function appExtensionCalls({ call }: Pick<Http, 'call'>) {
  const base = (storeHash: string) => `stores/${encodeURIComponent(storeHash)}/app-extensions`;
  return {
    list: (storeHash: string) =>
      call(async (http) => list.parse(await http.get(base(storeHash)).json()).data),
    /** Turns one on or off; the answer is the extension as it is now. */
    setEnabled: (storeHash: string, id: string, enabled: boolean) =>
      call(
        async (http) =>
          one.parse(
            await http
              .put(`${base(storeHash)}/${encodeURIComponent(id)}`, { json: { enabled } })
              .json(),
          ).data,
      ),
  };
}
