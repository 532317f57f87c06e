import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserDocument } from '../../users/schemas/user.schema';

/** The signed-in user as OptionalJwtAuthGuard left it, or undefined for a visitor. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserDocument | undefined =>
    context.switchToHttp().getRequest<{ user?: UserDocument }>().user,
);
