import { Controller, Get, Header, Res } from '@nestjs/common';
import type { SitemapListings } from '@nivasa/contracts/api';
import { LINK_PREVIEW_LIMITS } from '@nivasa/contracts/limits';
import type { Response } from 'express';
import { HomeListingsService } from './home-listings.service';

/** The public pages' reads of many listings at once: the home page and the sitemap. Visitors' calls, no session read. */
@Controller()
export class HomeListingsController {
  constructor(private readonly homeListings: HomeListingsService) {}

  /**
   * Browsers and shared caches may keep it as long as this instance still would. Sent as the
   * JSON the cache holds, with its ETag, so a request that hits the cache serialises and hashes
   * nothing (a matching If-None-Match still gets 304).
   */
  @Get('listing/home')
  async home(@Res() res: Response): Promise<void> {
    const { json, etag, freshForMs } = await this.homeListings.home();
    res.setHeader('Cache-Control', `public, max-age=${Math.floor(freshForMs / 1000)}`);
    res.setHeader('ETag', etag);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.send(json);
  }

  @Get('listing/sitemap')
  @Header('Cache-Control', `public, max-age=${LINK_PREVIEW_LIMITS.cacheMaxAgeMs / 1000}`)
  sitemap(): Promise<SitemapListings> {
    return this.homeListings.sitemap();
  }
}
