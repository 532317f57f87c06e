import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** How hard a password hash is to compute: argon2id's memory in KiB (PASSWORD_HASH_MEMORY_KIB). */
export class PasswordHashSettings {
  constructor(readonly memoryKib: number) {}
}

/**
 * The one place passwords are hashed and checked: argon2id with the library's defaults but its
 * memory, which is configured. A hash carries its own parameters, so one made under another
 * setting still verifies.
 */
@Injectable()
export class PasswordHasher {
  constructor(private readonly settings: PasswordHashSettings) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: this.settings.memoryKib });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
