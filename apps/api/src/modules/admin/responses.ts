import { failureEnvelope } from '@safari/contracts/envelope';

/** The failures every back-office route may answer (documented in /api/docs). */
export const adminFailures = { 400: failureEnvelope, 401: failureEnvelope, 403: failureEnvelope, 404: failureEnvelope } as const;
/** …and those of routes that change something that may have moved on meanwhile. */
export const adminWriteFailures = { ...adminFailures, 409: failureEnvelope, 422: failureEnvelope } as const;

/** Tags of the OpenAPI document; ADMIN_ONLY_TAG marks the routes an operator may not call. */
export const ADMIN_ONLY_TAG = 'admin only';
