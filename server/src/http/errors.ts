/** Errors a service raises to answer with a 4xx; the error handler turns them into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Machine-readable reason sent as the envelope's `code` (e.g. EMAIL_NOT_VERIFIED). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 with the given message (e.g. spec §8 "Product Not Found"). */
export const notFound = (message: string) => new HttpError(404, message);
