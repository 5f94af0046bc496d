import * as z from 'zod';

/** The signed-in user, as the session loads it (GET /api/users/me). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  name: z.string(),
});
export type User = z.infer<typeof userSchema>;
