import { messages } from '@shahi/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { failureMessage } from './error-message.ts';

const fallback = messages.invalidOtpTryAgain;
const thrown = messages.verificationFailedLater;

describe('failureMessage', () => {
  it("shows the server's own message", () => {
    const error = new ApiError(messages.otpExpired, 400, 'HTTP_400', true);
    expect(failureMessage(error, fallback, thrown)).toBe(messages.otpExpired);
  });

  it('uses the fallback when the server gave no message', () => {
    const error = new ApiError(messages.anErrorOccurred, 400, 'HTTP_400');
    expect(failureMessage(error, fallback, thrown)).toBe(fallback);
  });

  it('uses the thrown wording when no answer came, else the network wording', () => {
    const error = new ApiError(messages.networkError, 0, 'NETWORK_ERROR');
    expect(failureMessage(error, fallback, thrown)).toBe(thrown);
    expect(failureMessage(error, fallback)).toBe(messages.networkError);
    expect(failureMessage(new Error('boom'), fallback, thrown)).toBe(thrown);
    expect(failureMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});
