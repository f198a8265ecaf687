import { z } from "zod";

/** Every /api/v1 error: a readable detail, a stable code, field errors for 400s, and extras. */
export const errorBodySchema = z.looseObject({
  detail: z.string().min(1),
  code: z.string().min(1),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBodyShape = z.infer<typeof errorBodySchema>;
