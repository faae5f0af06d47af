import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape; `error` is the text the client shows. */
export const errorResponse = z.object({
  error: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
