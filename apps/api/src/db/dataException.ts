// SQLSTATE class 22, "data exception": a value the database cannot take (a NUL character, a number or date out of
// range, a malformed pattern). Requests are validated before they reach the database; this is the net under that
// validation, so that bad input never answers 500 (ARCHITECTURE.md §4). The statement failed, so nothing changed.
import { ApiError, type ErrorHandlerOptions } from '@siipro/server';
import { errorCodes } from './errorChain.ts';

/** The SQLSTATE of a database error, from the driver's error or from the one drizzle wraps around it. */
function sqlStateOf(error: unknown): string | undefined {
  return errorCodes(error).find((code) => /^[0-9A-Z]{5}$/.test(code));
}

/** For the error handler: a data exception is bad input (400), logged because it passed validation. */
export const recogniseDataException: NonNullable<ErrorHandlerOptions['recognise']> = (error) =>
  sqlStateOf(error)?.startsWith('22') === true
    ? { error: new ApiError('VALIDATION_ERROR'), logMessage: 'input refused by the database' }
    : undefined;
