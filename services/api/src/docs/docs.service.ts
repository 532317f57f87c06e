import { Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { API_PREFIX } from '../app.setup';
import { renderApiReferencePage } from './api-reference-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { discoverRoutes } from './route-discovery';
import { ROUTE_DOCS } from './route-docs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the description once, from the routes the app really serves, on first use. */
@Injectable()
export class DocsService {
  private built?: { document: OpenApiDocument; page: string };

  constructor(private readonly discovery: DiscoveryService) {}

  document(): OpenApiDocument {
    return this.build().document;
  }

  referencePage(): string {
    return this.build().page;
  }

  private build() {
    if (!this.built) {
      const controllers = this.discovery
        .getControllers()
        .map((wrapper) => wrapper.metatype)
        .filter((metatype): metatype is Type => typeof metatype === 'function');
      // The API's own version (src/docs and dist/docs are both two folders below its package.json).
      const { version } = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string };
      const document = buildOpenApiDocument(discoverRoutes(controllers, API_PREFIX), ROUTE_DOCS, version);
      this.built = { document, page: renderApiReferencePage(document) };
    }
    return this.built;
  }
}
