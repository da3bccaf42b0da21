/**
 * A 401 answer opens the login modal, whatever the caller (runtime spec §6 "A 401 response only opens the login
 * modal"): runtime/http.ts and runtime/upload.ts announce it even with `handleErrors: false`. A caller that shows
 * its own failures asks this before it does, shows nothing of its own for a 401, and keeps what was typed.
 * Apart from http.ts so that it weighs nothing in the core: only widgets ask it.
 */
import { HttpError } from './http.ts';

/** Whether a failure is a 401, for which the error catalogue has opened the login modal already. */
export const asksLogin = (error: unknown): boolean => error instanceof HttpError && error.status === 401;
