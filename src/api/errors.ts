/**
 * Errors of the data-access calls, carrying what the outbox needs to decide
 * whether to try again (docs/architecture.md, "Data flows"): the HTTP status (0 when the network
 * failed) and the PostgREST / Postgres error code.
 */

export type ErrorClass = 'retry' | 'stop' | 'duplicate';

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status of the answer; 0 when there was none (offline, timeout, dropped). */
  readonly status: number;
  /** Postgres SQLSTATE (e.g. 23505, 23514, 42501) or PostgREST code (PGRST...), when known. */
  readonly code: string | undefined;
  readonly details: string | undefined;
  readonly hint: string | undefined;
  readonly service: 'supabase' | 'emailjs';

  constructor(
    message: string,
    init: {
      status: number;
      code?: string | undefined;
      details?: string | undefined;
      hint?: string | undefined;
      service: 'supabase' | 'emailjs';
      cause?: unknown;
    },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code || undefined;
    this.details = init.details || undefined;
    this.hint = init.hint || undefined;
    this.service = init.service;
  }
}

/** The error part of a supabase-js answer. */
export interface PostgrestErrorLike {
  message: string;
  code?: string | null;
  details?: string | null;
  hint?: string | null;
}

/** `{prefix}: {message}` with the status and codes of a supabase-js answer. */
export function supabaseError(prefix: string, error: PostgrestErrorLike, status: number): ApiError {
  return new ApiError(`${prefix}: ${error.message}`, {
    status,
    code: error.code ?? undefined,
    details: error.details ?? undefined,
    hint: error.hint ?? undefined,
    service: 'supabase',
    cause: error,
  });
}

const UNIQUE_VIOLATION = '23505';

/**
 * What to do after a failed call:
 * - 'duplicate': the row is already there (unique violation, 23505 / 409);
 * - 'retry': worth trying again later (network failure, timeout, 5xx, 429, 408);
 * - 'stop': retrying cannot fix it (RLS refusal, CHECK violation, EmailJS 400/403/451...).
 * Anything that is not an ApiError (a TypeError from fetch, say) is treated as
 * a network failure.
 */
export function classifyError(err: unknown): ErrorClass {
  const { status, code } = statusOf(err);
  if (code === UNIQUE_VIOLATION || (status === 409 && !code)) return 'duplicate';
  if (status === undefined || status === 0) return 'retry';
  if (status >= 500 || status === 429 || status === 408) return 'retry';
  if (status >= 400) return 'stop';
  return 'retry';
}

function statusOf(err: unknown): { status: number | undefined; code: string | undefined } {
  if (err instanceof ApiError) return { status: err.status, code: err.code };
  if (typeof err === 'object' && err !== null) {
    const e = err as { status?: unknown; code?: unknown };
    return {
      status: typeof e.status === 'number' ? e.status : undefined,
      code: typeof e.code === 'string' && e.code !== '' ? e.code : undefined,
    };
  }
  return { status: undefined, code: undefined };
}
