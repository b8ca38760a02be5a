/** An error the API answers with as-is: a stable machine code, an HTTP status and a human sentence. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly detail: string,
    readonly errors?: ReadonlyArray<{ field: string; message: string }>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (detail: string) => new AppError('not_found', 404, detail);
export const badRequest = (code: string, detail: string) => new AppError(code, 400, detail);
export const forbidden = (detail: string) => new AppError('forbidden', 403, detail);
export const conflict = (code: string, detail: string) => new AppError(code, 409, detail);

/** A write whose subject another request deleted a moment before: a refusal the client can show, not a fault. */
export const goneMeanwhile = () => new AppError('gone_meanwhile', 409, 'What this refers to was deleted a moment ago. Reload to see what is there now.');

/** What an AppError answers with (contracts' ErrorResponse): `{ detail, code, errors? }`. */
export const errorBody = (err: AppError) => ({ detail: err.detail, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });
