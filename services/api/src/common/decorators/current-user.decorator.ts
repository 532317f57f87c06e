import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserDocument } from '../../users/schemas/user.schema';

/** The signed-in user (a fresh database document), as JwtAuthGuard left it on the request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserDocument => context.switchToHttp().getRequest<{ user: UserDocument }>().user,
);
