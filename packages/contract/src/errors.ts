import { z } from 'zod';

/** The one error shape every `/api` failure answers with (CONTRACT.md section 2). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** On validation failures: the first message for each failing field. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  badRequest: 'BadRequest',
  validation: 'ValidationFailed',
  invalidJson: 'InvalidJson',
  payloadTooLarge: 'PayloadTooLarge',
  unsupportedMediaType: 'UnsupportedMediaType',
  notFound: 'NotFound',
  methodNotAllowed: 'MethodNotAllowed',
  tooManyRequests: 'TooManyRequests',
  requestTimeout: 'RequestTimeout',
  internal: 'InternalError',
  serviceUnavailable: 'ServiceUnavailable',
  // Accounts (issue 4). Names follow the identity exceptions of SPEC section 8.
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  userNotFound: 'UserNotFound',
  userNotConfirmed: 'UserNotConfirmed',
  invalidCredentials: 'InvalidCredentials',
  usernameExists: 'UsernameExists',
  invalidPassword: 'InvalidPassword',
  codeMismatch: 'CodeMismatch',
  expiredCode: 'ExpiredCode',
  tooManyFailedAttempts: 'TooManyFailedAttempts',
  userAlreadyAuthenticated: 'UserAlreadyAuthenticated',
  /** Too many failed sign-ins or code checks on one account (issue 10). */
  accountLocked: 'AccountLocked',
  // Resumes (issue 5).
  invalidPdf: 'InvalidPdf',
  uploadLinkInvalid: 'UploadLinkInvalid',
  uploadLinkExpired: 'UploadLinkExpired',
  uploadNotFound: 'UploadNotFound',
  uploadAlreadyDone: 'UploadAlreadyDone',
  uploadInProgress: 'UploadInProgress',
  unreadablePdf: 'UnreadablePdf',
  // Grading (issue 5, CONTRACT.md section 2).
  insufficientCredits: 'InsufficientCredits',
  alreadyGraded: 'AlreadyGraded',
  resumeNotUploaded: 'ResumeNotUploaded',
  gradingFailed: 'GradingFailed',
  // Job match and ATS reading (issue 15).
  resumeNotGraded: 'ResumeNotGraded',
  unsupportedLanguage: 'UnsupportedLanguage',
  /** A job description or file whose reading ran past its time limit (issue 32). */
  tooComplex: 'TooComplex',
  // Payments (issue 6).
  checkoutClosed: 'CheckoutClosed',
  notSubscribed: 'NotSubscribed',
  paymentsUnavailable: 'PaymentsUnavailable',
  invalidSignature: 'InvalidSignature',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
