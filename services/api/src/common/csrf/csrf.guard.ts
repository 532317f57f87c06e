import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { ConfigService } from '../../config/config.service';
import { type CsrfRequest, csrfVerdict } from './csrf';
import { refusal } from '../refusal';

/** Global guard (registered in AppModule): 403 'Cross-site request refused.' per csrfVerdict. */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly config: ConfigService) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<CsrfRequest>();
    if (csrfVerdict(request, this.config.allowedOrigins) === 'refused') {
      throw new ForbiddenException(refusal('CROSS_SITE_REFUSED', AUTH_MESSAGES.crossSiteRefused));
    }
    return true;
  }
}
