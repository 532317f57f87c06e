import { BadRequestException, Controller, HttpCode, Post, Query } from '@nestjs/common';
import type { MessageResponse } from '@nivasa/contracts/api';
import { SAVED_SEARCH_MESSAGES } from '@nivasa/contracts/saved-search-messages';
import { refusal } from '../common/refusal';
import { RateLimited } from '../common/throttling/throttling';
import { SavedSearchAlertsService } from './saved-search-alerts.service';

/**
 * RFC 8058 one-click unsubscribe: `POST /api/saved-searches/unsubscribe?token=` pauses the one
 * saved search the alert mail's signed token names. No session: mail providers post it from their
 * servers (no cookie, no Origin, which the CSRF check lets pass), with the form body
 * `List-Unsubscribe=One-Click`; the site's page posts `{}`. The body is not needed, so any is
 * taken; the token alone decides. Limited per address as the sign-in routes are.
 */
@Controller('saved-searches')
export class SavedSearchUnsubscribeController {
  constructor(private readonly alerts: SavedSearchAlertsService) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @RateLimited('auth')
  async unsubscribe(@Query('token') token: unknown): Promise<MessageResponse> {
    const paused = await this.alerts.unsubscribe(token);
    if (!paused) throw new BadRequestException(refusal('UNSUBSCRIBE_LINK_INVALID', SAVED_SEARCH_MESSAGES.unsubscribeLinkInvalid));
    return { success: true, message: SAVED_SEARCH_MESSAGES.unsubscribed };
  }
}
