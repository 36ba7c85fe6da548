import type { SessionUserData } from '@rcc/domain/contract/auth';

/** The current user as GET /me and the login answer it (the domain contract's schema). */
export type SessionUser = SessionUserData;

/** Spec 1 §3 "Login state". */
export type SessionStatus = 'empty' | 'loading' | 'success' | 'error' | 'logout';

/** No token: the session is the HttpOnly cookie (issue #12 item 9). */
export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}
