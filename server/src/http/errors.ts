/** The errors that answer a 4xx or 502, named after their status; error-handler.ts sends the envelope. */
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

/** 400: the request breaks a rule; `message` says which. */
export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
/** 401: no session, or one that is no longer current. */
export const unauthorized = (message: string) => new HttpError(401, message);
/** 403: signed in, but not allowed (e.g. not an admin, address not verified). */
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
/** 404: no such thing for this caller (another shopper's is answered the same). */
export const notFound = (message: string) => new HttpError(404, message);
/** 409: the request is valid but the state forbids it now (a piece already sold, a cap reached). */
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
/** 413: a part of the request is larger than allowed. */
export const payloadTooLarge = (message: string) => new HttpError(413, message);
/** 415: a file of a type the shop does not read. */
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** 422: a file of the right type that cannot be read. */
export const unprocessable = (message: string) => new HttpError(422, message);
/** 429: send `Retry-After` with it. */
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** 502: a service the shop depends on (the payment gateway) failed; nothing changed. */
export const badGateway = (message: string, code?: string) => new HttpError(502, message, code);
