import { z } from 'zod';

export const userIdParams = z.object({
  userId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Usuario no válido.')
    .transform(Number),
});
export type UserIdParams = z.input<typeof userIdParams>;

/** `GET /api/stateUser/{id}` answers `data: [{ state }]` (spec 7). */
export const userState = z.array(z.object({ state: z.number().int() }));
export type UserState = z.infer<typeof userState>;
