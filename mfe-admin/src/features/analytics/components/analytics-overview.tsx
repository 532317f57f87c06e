import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatDay, formatNumber } from '@nivasa/contracts/format';
import type { Language, Translation } from '@nivasa/contracts/languages';
import { ANALYTICS_WEEKS } from '@nivasa/contracts/limits';
import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import type { ListingAnalytics } from '@nivasa/contracts/api';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { colors, media } from '@nivasa/ui/theme';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { LOAD_ERROR_TEXT, TOTAL_LISTINGS_TEXT } from '../../../messages';
import { StatCard, StatGrid } from '../../../shared/stat-cards';
import { useDistrictNames } from '@nivasa/ui/place-names';
import { analyticsQuery } from '../api/analytics';
import { ANALYTICS_OVERVIEW_TEXT } from '../messages';
import { ChartFigure, type ChartPoint } from './chart-figure';

const Layout = styled.div`
  display: grid;
  gap: 20px;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;

  > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** How the charts name what they count, in the page's language. */
interface PointNames {
  listing: Translation<typeof LISTING_CATALOGUE.en>;
  types: Translation<typeof LISTING_TYPE_CATALOGUE.en>;
  district: (district: string) => string;
  language: Language;
}

function chartPoints(analytics: ListingAnalytics, { listing, types, district: districtName, language }: PointNames) {
  const byStatus: ChartPoint[] = [
    { label: listing.statusPending, value: analytics.byStatus.pending, color: colors.accent },
    { label: listing.statusApproved, value: analytics.byStatus.approved, color: colors.primary },
    { label: listing.statusDisapproved, value: analytics.byStatus.disapproved, color: colors.danger },
  ];
  const byType = LISTING_TYPES.map((type) => ({ label: types[type].adminHeading, value: analytics.byType[type] ?? 0 }));
  const byDistrict = analytics.byDistrict.map(({ district, count }) => ({ label: districtName(district), value: count }));
  const perWeek = analytics.newPerWeek.map(({ weekStart, count }) => ({
    // 3 Mar: the day (YYYY-MM-DD, as the API counts weeks) each week starts.
    label: formatDay(weekStart, language),
    value: count,
  }));
  return { byStatus, byType, byDistrict, perWeek };
}

// Room for each horizontal bar and its name, and for the axis.
const barsHeight = (bars: number) => Math.max(160, bars * 26 + 40);

/** 'Total Number of Listings', the users, and the listings by status, type, district and week. */
export function AnalyticsOverview() {
  const client = useApiClient();
  const analytics = useQuery(analyticsQuery(client));
  const text = useText(ANALYTICS_OVERVIEW_TEXT);
  const totalListingsText = useText(TOTAL_LISTINGS_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const listing = useText(LISTING_CATALOGUE);
  const types = useText(LISTING_TYPE_CATALOGUE);
  const language = useLanguage();
  const { district } = useDistrictNames();
  const points = useMemo(
    () => analytics.data && chartPoints(analytics.data, { listing, types, district, language }),
    [analytics.data, listing, types, district, language],
  );

  if (analytics.isPending) return <LoadingState label={text.loading} />;
  if (analytics.isError || !points)
    return (
      <LoadError
        retryLabel={messages.tryAgain}
        message={loadError.message(errorMessage(analytics.error))}
        onRetry={() => void analytics.refetch()}
      />
    );
  const { totalListings, users, byStatus } = analytics.data;
  return (
    <Layout>
      <StatGrid>
        <StatCard label={totalListingsText.label}>{formatNumber(totalListings)}</StatCard>
        <StatCard label={text.users}>{formatNumber(users)}</StatCard>
        <StatCard label={listing.statusPending}>{formatNumber(byStatus.pending)}</StatCard>
        <StatCard label={listing.statusApproved}>{formatNumber(byStatus.approved)}</StatCard>
      </StatGrid>
      {totalListings === 0 ? (
        <EmptyState message={text.noListings}>{text.noListingsHint}</EmptyState>
      ) : (
        <Charts>
          <ChartFigure
            title={text.byStatus}
            kind="columns"
            points={points.byStatus}
            height={240}
            labelHeading={text.statusHeading}
            valueLabel={text.listings}
          />
          <ChartFigure
            title={text.perWeek(ANALYTICS_WEEKS)}
            kind="line"
            points={points.perWeek}
            height={240}
            labelHeading={text.weekHeading}
            valueLabel={text.newListings}
          />
          <ChartFigure
            title={text.byType}
            kind="bars"
            points={points.byType}
            height={barsHeight(points.byType.length)}
            labelHeading={text.typeHeading}
            valueLabel={text.listings}
          />
          {points.byDistrict.length > 0 && (
            <ChartFigure
              title={text.byDistrict}
              kind="bars"
              points={points.byDistrict}
              height={barsHeight(points.byDistrict.length)}
              labelHeading={text.districtHeading}
              valueLabel={text.listings}
            />
          )}
        </Charts>
      )}
    </Layout>
  );
}
