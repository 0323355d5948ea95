import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, REGISTER_VALIDATION } from '@safari/contracts/messages';
import { countries, genders, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { unique } from '../../../test/factories/helpers';
import { multipart, type FilePart } from '../../../test/multipart';

let t: TestApp;
let countryId: number;
let genderId: number;

beforeAll(async () => {
  t = await createTestApp();
  countryId = (await t.database.db.insert(countries).values({ name: 'Belgium', code: 'BE' }).returning())[0]!.id;
  genderId = (await t.database.db.insert(genders).values({ name: 'Female' }).returning())[0]!.id;
});
afterAll(() => t.close());

const validFields = () => ({
  name: 'Lieve Peeters',
  phone: '+32 470 12 34 56',
  email: `Lieve.${unique()}@Example.TEST `,
  country: String(countryId),
  gender: String(genderId),
  address: 'Rue de la Loi 16, Brussels',
  password: 'serengeti',
  'confirm-password': 'serengeti',
});

const register = (fields: Record<string, string>, files: FilePart[] = []) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/register', ...body });
};

const passport = (data: Buffer, filename = 'passport.jpg', contentType = 'image/jpeg'): FilePart => ({
  name: 'passport_image',
  filename,
  contentType,
  data,
});

const storedPassports = () => {
  const dir = path.join(t.app.config.DATA_DIR, 'private', 'passports');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('POST /api/register', () => {
  it('creates the account, stores the e-mail normalised and signs the traveller in', async () => {
    const fields = validFields();
    const res = await register(fields);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(token.length).toBeGreaterThan(40);
    expect(user).toMatchObject({
      name: 'Lieve Peeters',
      email: fields.email.trim().toLowerCase(),
      role: 'traveller',
      has_passport_image: false,
    });
    expect(user.country).toEqual({ id: countryId, name: 'Belgium' });
    expect(user.tourist_number).toMatch(/^TZ-\d{6}$/);
    expect(JSON.stringify(res.json())).not.toContain('password');
    const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.user.email).toBe(user.email);
  });

  it('refuses a second account for the same address, whatever its case and spaces (409)', async () => {
    const fields = validFields();
    expect((await register(fields)).statusCode).toBe(201);
    const again = await register({ ...fields, email: `  ${fields.email.trim().toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
  });

  it.each([
    ['a missing field', { address: '  ' }, REGISTER_VALIDATION.required],
    ['different passwords', { 'confirm-password': 'serengetti' }, REGISTER_VALIDATION.passwordsMismatch],
    ['a short password', { password: 'abc12', 'confirm-password': 'abc12' }, REGISTER_VALIDATION.passwordLength],
    ['a country that is not in the list', { country: '999999' }, REGISTER_VALIDATION.countryGender],
    ['a gender that is not a number', { gender: 'other' }, REGISTER_VALIDATION.countryGender],
    ['an address that is not an e-mail', { email: 'lieve@example' }, ACCOUNT_MESSAGES.emailFormat],
  ])('refuses %s with the SPEC message', async (_case, change, message) => {
    const before = await userCount();
    const res = await register({ ...validFields(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('keeps a real passport image private, re-encoded and without its metadata', async () => {
    const photo = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#8a6d3b' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'GPS 6.16S 35.75E' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await register(validFields(), [passport(photo, 'my passport.JPG')]);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(user.has_passport_image).toBe(true);

    const mine = await t.app.inject({ url: '/api/user/passport-image', headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(mine.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(mine.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    expect((await t.app.inject('/api/user/passport-image')).statusCode).toBe(401);
    // Not under the public media route either.
    const [row] = await t.database.db.select({ file: users.passportImage }).from(users).where(eq(users.email, user.email));
    expect((await t.app.inject(`/media/${row!.file}`)).statusCode).toBe(404);
  });
});

describe('bad uploads are refused and store nothing', () => {
  const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const cases: Array<[string, () => Promise<FilePart>, number, string]> = [
    [
      'a script renamed .jpg',
      async () => passport(Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n')),
      400,
      REGISTER_VALIDATION.passportType,
    ],
    [
      'an SVG with a script',
      async () =>
        passport(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'p.svg', 'image/svg+xml'),
      400,
      REGISTER_VALIDATION.passportType,
    ],
    [
      'a JPEG/HTML polyglot',
      async () => {
        const real = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer();
        return passport(Buffer.concat([real, Buffer.from('<html><script>fetch("/api/user")</script></html>')]));
      },
      400,
      REGISTER_VALIDATION.passportType,
    ],
    [
      'a file of 5 MB + 1 byte',
      async () => passport(Buffer.concat([jpegHeader, Buffer.alloc(5 * 1024 * 1024 + 1 - 4)])),
      413,
      REGISTER_VALIDATION.passportSize,
    ],
    [
      'a truncated JPEG',
      async () => {
        const real = await sharp({
          create: { width: 400, height: 400, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
        })
          .jpeg()
          .toBuffer();
        return passport(real.subarray(0, Math.floor(real.length / 2)));
      },
      400,
      REGISTER_VALIDATION.passportType,
    ],
    [
      'a decompression bomb',
      async () =>
        passport(
          await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#000' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
          'bomb.png',
          'image/png',
        ),
      400,
      REGISTER_VALIDATION.passportType,
    ],
  ];

  it.each(cases)('%s', async (_name, makeFile, status, message) => {
    const before = await userCount();
    const storedBefore = storedPassports().length;
    const res = await register(validFields(), [await makeFile()]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await userCount()).toBe(before);
    expect(storedPassports().length).toBe(storedBefore);
  });
});
