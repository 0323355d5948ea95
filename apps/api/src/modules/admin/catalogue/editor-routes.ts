import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import { failureEnvelope, successEnvelope, uuidParam } from '@safari/contracts/envelope';
import { ok } from '../../../lib/envelope';
import { requireRole } from '../access';
import { adminWriteFailures } from '../responses';
import { BANNER_MAX_BYTES } from './banner-image';

// What the catalogue's editable areas (trips, destinations) share: who may edit, the one banner
// photo an item has, and how a saved change is answered. Each area keeps its own routes file.

export const CATALOGUE_TAGS = ['admin: catalogue'];

/**
 * Prepares an area's plugin for staff editing: operators and admins only, refused before the
 * body is read, with multipart for the banner upload. (It hands nothing back: a Fastify instance
 * is thenable, so returning one from an async function would await the plugin tree.)
 */
export async function prepareCatalogueEditor(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: BANNER_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('onRequest', requireRole(app, 'operator', 'admin'));
}

/**
 * A saved change is answered only after `changed` (the caches that show it are dropped in every
 * process, decision 0014), so the storefront shows it at once.
 */
export function savedAnswers(changed: () => Promise<unknown>) {
  return {
    async created<T>(reply: FastifyReply, item: T) {
      await changed();
      return reply.code(201).send(ok(item, ADMIN_MESSAGES.saved, 201));
    },
    async updated<T>(item: T) {
      await changed();
      return ok(item, ADMIN_MESSAGES.saved);
    },
  };
}

/** The schema of PUT …/:id/banner: the item's banner photo, answered with the item as the form edits it. */
export function bannerUploadSchema<Detail extends z.ZodType>(detail: Detail) {
  return {
    schema: {
      tags: CATALOGUE_TAGS,
      summary: 'Upload the banner photo (multipart field "banner": JPEG, PNG or WebP up to 8 MB, re-encoded as WebP)',
      consumes: ['multipart/form-data'],
      params: uuidParam,
      response: { 200: successEnvelope(detail), ...adminWriteFailures, 413: failureEnvelope, 415: failureEnvelope },
    },
  };
}
