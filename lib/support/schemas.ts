import { z } from "zod";

const required = (max: number) =>
  z
    .string({ error: "All fields are required to submit your support request." })
    .trim()
    .min(1, "All fields are required to submit your support request.")
    .max(max, `At most ${max} characters.`);

export const supportRequestInputSchema = z.object({
  name: required(120),
  email: required(320).pipe(z.email("Please enter a valid e-mail address.")),
  subject: required(200),
  message: required(5000),
});

export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;
