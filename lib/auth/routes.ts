import "server-only";
import { json } from "@/lib/api/envelope";
import { AppError } from "@/lib/api/errors";
import { defineRoutes } from "@/lib/api/router";
import { parseInput, readJsonBody } from "@/lib/api/validation";
import { consumeRateLimit } from "@/lib/accounts/rate-limit";
import { requireViewer } from "./guard";
import { hashPassword, verifyPassword } from "./password";
import { AUTH_LIMITS, rateLimitedError } from "./rate-limit";
import { changePasswordSchema } from "./schemas";
import { deleteUser, findUserById, setPasswordHash } from "./users";

/** Account actions beyond the spec's contract (new paths, as the design allows). */
export const authRoutes = defineRoutes([
  {
    method: "POST",
    pattern: "session/password/",
    async handler({ request, locale }) {
      const input = parseInput(changePasswordSchema, await readJsonBody(request));
      const viewer = await requireViewer(request, { allowGuest: false });
      const attempt = await consumeRateLimit(AUTH_LIMITS["change-password"].user, viewer.id);
      if (!attempt.allowed) throw await rateLimitedError(attempt.retryAfterSeconds, locale);

      const user = await findUserById(viewer.id);
      if (!user?.passwordHash) {
        throw new AppError(
          409,
          "no_password",
          "This account signs in with Google and has no password to change.",
        );
      }
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw new AppError(400, "wrong_password", "The current password is not correct.", {
          current_password: ["wrongPassword"],
        });
      }
      await setPasswordHash(user.id, await hashPassword(input.new_password));
      return json({ changed: true });
    },
  },
  {
    method: "DELETE",
    pattern: "session/account/",
    async handler({ request }) {
      const viewer = await requireViewer(request, { allowGuest: true });
      await deleteUser(viewer.id);
      return json({ deleted: true });
    },
  },
]);
