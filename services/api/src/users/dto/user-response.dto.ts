import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@nivasa/contracts/languages';
import type { PublicUser } from '@nivasa/contracts/api';
import type { UserDocument } from '../schemas/user.schema';

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

  static from(
    user: Pick<UserDocument, '_id' | 'username' | 'email' | 'number' | 'avatar' | 'isAdmin' | 'hasPassword' | 'language'>,
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
    });
  }
}
