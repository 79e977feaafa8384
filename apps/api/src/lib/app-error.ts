// The one error type services throw; the error handler turns it into the JSON error response.
import { errorStatus, type ErrorCode } from '@kaushal/shared';

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const notFound = (what: string, id: string | number) =>
  new AppError('NOT_FOUND', `${what} ${id} was not found`);
