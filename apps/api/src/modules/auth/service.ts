import { normaliseEmail, type AuthData } from '@safari/contracts/auth';
import { ACCOUNT_MESSAGES, REGISTER_VALIDATION } from '@safari/contracts/messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { burnPasswordCheck, hashPassword, hashToken, newToken, verifyPassword } from './credentials';
import { sendVerificationEmail } from './email-verification';
import { removePassportImage, storePassportImage } from './passport-image';
import * as repo from './repository';
import { LOGIN_FAILURE_WINDOW_SECONDS, sessionExpiry } from './session-policy';
import { loadPublicUser } from './user-view';

/** The account row as the rest of the app sees a signed-in user (request.auth.user). */
export type { UserRow } from './repository';

export interface AuthDeps {
  db: Db;
  dataDir: string;
  publicUrl: string;
  /** Failed sign-ins per account and per address in 15 minutes before 429 (LOGIN_FAILURE_LIMIT). */
  loginFailureLimit: number;
}

async function startSession(db: Db, user: { id: number; role: string }, remember: boolean): Promise<string> {
  const { token, hash } = newToken();
  await repo.insertSession(db, user.id, hash, sessionExpiry(user.role, remember));
  return token;
}

export interface Registration {
  name: string;
  phone: string;
  email: string;
  countryId: number;
  genderId: number;
  address: string;
  password: string;
  /** Already checked and re-encoded (passport-image.ts). */
  passportImage: Buffer | null;
}

export async function register(deps: AuthDeps, input: Registration): Promise<AuthData> {
  if (!(await repo.countryAndGenderExist(deps.db, input.countryId, input.genderId))) {
    throw new HttpError(400, REGISTER_VALIDATION.countryGender, { country: REGISTER_VALIDATION.countryGender });
  }
  const email = normaliseEmail(input.email);
  if (await repo.findUserByEmail(deps.db, email))
    throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });

  const passwordHash = await hashPassword(input.password);
  const passportImage = input.passportImage ? await storePassportImage(deps.dataDir, input.passportImage) : null;
  try {
    // The account, its first session and the welcome e-mail commit together.
    return await deps.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        name: input.name,
        phone: input.phone,
        email,
        countryId: input.countryId,
        genderId: input.genderId,
        address: input.address,
        passwordHash,
        passportImage,
      });
      // Two registrations racing for one address: the unique index lets one in.
      if (!user) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      const token = await startSession(tx, user, false);
      await sendVerificationEmail(tx, user, deps.publicUrl);
      return { token, user: await loadPublicUser(tx, user.id) };
    });
  } catch (error) {
    await removePassportImage(deps.dataDir, passportImage);
    throw error;
  }
}

const tooMany = () => new HttpError(429, ACCOUNT_MESSAGES.tooManyLogins);
const invalidCredentials = () => new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);

/**
 * Sign-in. Failures are counted per account and per client address (10 in 15 minutes, then
 * 429); a success clears the account's count. An unknown e-mail costs a full password check,
 * so timing does not tell which addresses have accounts.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; remember: boolean; clientAddress: string },
): Promise<AuthData> {
  const email = normaliseEmail(input.email);
  const accountKey = `email:${email}`;
  const addressKey = `ip:${input.clientAddress}`;
  const window = LOGIN_FAILURE_WINDOW_SECONDS;
  const [accountFailures, addressFailures] = await Promise.all([
    repo.recentFailures(deps.db, accountKey, window),
    repo.recentFailures(deps.db, addressKey, window),
  ]);
  if (accountFailures >= deps.loginFailureLimit || addressFailures >= deps.loginFailureLimit) throw tooMany();

  const user = await repo.findUserByEmail(deps.db, email);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await repo.recordFailure(deps.db, accountKey, window);
    await repo.recordFailure(deps.db, addressKey, window);
    throw invalidCredentials();
  }
  if (user.disabledAt) throw new HttpError(403, ACCOUNT_MESSAGES.accountDisabled);
  await repo.clearFailures(deps.db, accountKey);
  const token = await startSession(deps.db, user, input.remember);
  return { token, user: await loadPublicUser(deps.db, user.id) };
}

/** The signed-in user behind a bearer token, or null. 10 characters or fewer is no token. */
export async function authenticateToken(db: Db, token: string) {
  if (token.length <= 10 || token.length > 200) return null;
  return (await repo.findSessionUser(db, hashToken(token))) ?? null;
}

export const logout = (db: Db, sessionId: number) => repo.deleteSession(db, sessionId);

/** Changes the password and ends every other session of the user (this one stays). */
export async function changePassword(
  db: Db,
  auth: { user: { id: number; passwordHash: string }; sessionId: number },
  input: { current: string; next: string },
) {
  if (!(await verifyPassword(auth.user.passwordHash, input.current))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, { current_password: ACCOUNT_MESSAGES.currentPasswordWrong });
  }
  await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, auth.user.id, await hashPassword(input.next));
    await repo.deleteUserSessions(tx, auth.user.id, auth.sessionId);
  });
}
