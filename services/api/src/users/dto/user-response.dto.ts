import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@nivasa/contracts/languages';
import type { PublicUser } from '@nivasa/contracts/api';
import type { UserDocument } from '../schemas/user.schema';

/** Whether the user's number is the one they proved by SMS (a changed number is not). */
export function isPhoneVerified(user: { number?: string; verifiedNumber?: string }): boolean {
  return Boolean(user.number) && user.verifiedNumber === user.number;
}

/**
 * What the API tells about a user: an explicit list of fields, so the password hash, the
 * session version and anything added to the schema later never leave by accident.
 */
export class UserResponseDto implements PublicUser {
  _id!: string;
  username!: string;
  email!: string;
  number!: string;
  avatar!: string;
  isAdmin!: boolean;
  hasPassword!: boolean;
  language!: Language;
  phoneVerified!: boolean;

  static from(
    user: Pick<
      UserDocument,
      '_id' | 'username' | 'email' | 'number' | 'avatar' | 'isAdmin' | 'hasPassword' | 'language' | 'verifiedNumber'
    >,
  ): UserResponseDto {
    return Object.assign(new UserResponseDto(), {
      _id: user._id.toString(),
      username: user.username,
      email: user.email,
      number: user.number ?? '',
      avatar: user.avatar ?? '',
      isAdmin: user.isAdmin === true,
      hasPassword: user.hasPassword !== false,
      language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      phoneVerified: isPhoneVerified(user),
    });
  }
}
