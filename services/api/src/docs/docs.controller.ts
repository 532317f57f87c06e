import { Controller, Get, Header } from '@nestjs/common';
import { DocsService } from './docs.service';
import { API_REFERENCE_STYLE_HASH } from './api-reference-page';

/** The API's description: OpenAPI 3.1 for machines, a page for people. Both public and cacheable. */
@Controller('docs')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  @Get('openapi.json')
  @Header('Cache-Control', 'public, max-age=300')
  openApi(): object {
    return this.docs.document();
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @Header('Content-Security-Policy', `default-src 'none'; style-src ${API_REFERENCE_STYLE_HASH}; frame-ancestors 'none'`)
  reference(): string {
    return this.docs.referencePage();
  }
}
