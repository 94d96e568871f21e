import { type ErrorCode, statusOf } from './error-catalogue';

export type ErrorDetails = Record<string, unknown>;

/** The one error type of the domain: a catalogued code, a human message, and context for the client. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return statusOf(this.code);
  }
}
