import type { FastifyRequest } from 'fastify';
import { registerFields } from '@safari/contracts/auth';
import { REGISTER_VALIDATION } from '@safari/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { preparePassportImage, tooLarge } from './passport-image';
import type { Registration } from './service';

const FIELDS = new Set(['name', 'phone', 'email', 'country', 'gender', 'address', 'password', 'confirm-password']);

function firstIssue(error: { issues: Array<{ path: PropertyKey[]; message: string }> }) {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? 'request');
  const message = issue?.message ?? REGISTER_VALIDATION.required;
  return new HttpError(400, message, { [field]: message });
}

/**
 * Reads the multipart registration, as the original API took it: text fields and at most one
 * `passport_image` file. The file is read into memory up to its 5 MB limit and judged by its bytes.
 */
export async function readRegistration(request: FastifyRequest): Promise<Registration> {
  const fields: Record<string, string> = {};
  let passport: Buffer | null = null;
  let passportTooLarge = false;
  if (!request.isMultipart()) throw new HttpError(415, 'Registration is sent as multipart/form-data.');
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'passport_image' || passport) {
        part.file.resume();
        continue;
      }
      // The plugin stops reading at the limit (throwFileSizeLimit off, see routes.ts) and
      // flags the part truncated: the form's size message, after the fields are checked.
      const bytes = await part.toBuffer();
      if (part.file.truncated) passportTooLarge = true;
      // An empty file input is sent as a part with no bytes: no image.
      passport = bytes.length > 0 && !passportTooLarge ? bytes : null;
    } else if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const parsed = registerFields.safeParse(fields);
  if (!parsed.success) throw firstIssue(parsed.error);
  const v = parsed.data;
  // The form's order: its fields first, then the image.
  if (passportTooLarge) throw tooLarge();
  return {
    name: v.name,
    phone: v.phone,
    email: v.email,
    countryId: Number(v.country),
    genderId: Number(v.gender),
    address: v.address,
    password: v.password,
    passportImage: passport ? await preparePassportImage(passport) : null,
  };
}
