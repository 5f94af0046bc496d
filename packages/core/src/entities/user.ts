import * as z from 'zod/mini';

/** The signed-in user, as the session loads it (GET /api/users/me). */
export const userSchema = z.object({
  id: z.number().check(z.int()),
  email: z.email(),
  name: z.string(),
});
export type User = z.infer<typeof userSchema>;
