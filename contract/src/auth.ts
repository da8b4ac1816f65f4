/** Shapes of the account answers. Every field is text; ids are UUIDs. */

/** `data` of `GET /my-profile`; the e-mail is shown read-only. */
export interface ProfileData {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** The signed-in shopper, as restored from the token's claims. */
export interface SessionUser extends ProfileData {
  userId: string;
}

/** `data` of `POST /login`: the token and the user fields. */
export interface LoginData extends SessionUser {
  token: string;
}

/** `data` of `PUT /edit-profile`: a fresh token and the user fields, id as `_id`. */
export interface EditProfileData extends ProfileData {
  token: string;
  _id: string;
}

/** `data` of `PATCH /change-password`: a fresh token, since the change ends every earlier session. */
export interface ChangePasswordData extends LoginData {}

/** `data` of `GET /verify-token`. */
export interface VerifyTokenData {
  valid: true;
  user: SessionUser;
}

/** `code` of the envelope when a login is refused because the e-mail is not yet verified. */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** The JWT claims: userId and sub (the same id), names, email, phoneNumber, exp (seconds). */
export interface SessionClaims extends SessionUser {
  sub: string;
  exp: number;
}
