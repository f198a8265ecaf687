/** The session as the browser sees it (GET /api/auth/session): who is signed in, never more. */
export interface SessionUser {
  id: string;
  email: string | null;
  image: string | null;
  isGuest: boolean;
}
