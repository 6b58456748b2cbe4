import { z } from 'zod';

/** The answer of a call whose outcome is one sentence to show the user (a toast). */
export const messageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof messageSchema>;
