import { type Catalogue, registeredCatalogues } from '@nivasa/contracts/catalogue';
import { translationGaps } from '@nivasa/contracts/catalogue-parity';
import * as analytics from './features/analytics/messages';
import * as approved from './features/approved/messages';
import * as audit from './features/audit/messages';
import * as dashboard from './features/dashboard/messages';
import * as pending from './features/pending/messages';
import * as reportedConversations from './features/reported-conversations/messages';
import * as reports from './features/reports/messages';
import * as pages from './messages';

const MODULES = { pages, analytics, approved, audit, dashboard, pending, reports, reportedConversations };

// Only this remote's modules are imported here: the contracts' shared catalogues have their own spec.
const catalogues = registeredCatalogues();

test('every messages module of the admin remote defines catalogues, each named as it is exported', () => {
  const exported = Object.values(MODULES).flatMap((module) => Object.entries(module) as [string, Catalogue<unknown>][]);
  expect(exported.map(([name, catalogue]) => [name, catalogue.name])).toEqual(exported.map(([name]) => [name, name]));
  expect(new Set(catalogues)).toEqual(new Set(exported.map(([, catalogue]) => catalogue)));
});

test.each(catalogues.map((catalogue) => [catalogue.name, catalogue]))(
  '%s says everything in Sinhala and Tamil',
  async (_name, catalogue) => {
    expect(await translationGaps(catalogue)).toEqual([]);
  },
);
