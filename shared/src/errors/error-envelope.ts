import { z } from 'zod';
import { AppError, type ErrorDetails } from './app-error';
import { type ErrorCode, ERROR_CODES } from './error-catalogue';

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function errorEnvelope(code: ErrorCode, message: string, details: ErrorDetails = {}): ErrorEnvelope {
  return { error: { code, message, details } };
}

export function envelopeOf(error: AppError): ErrorEnvelope {
  return errorEnvelope(error.code, error.message, error.details);
}
