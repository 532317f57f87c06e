import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatDay, formatNumber } from '@nivasa/contracts/format';
import { ANALYTICS_WEEKS } from '@nivasa/contracts/limits';
import { LISTING_TYPE_TEXT, LISTING_TYPES } from '@nivasa/contracts/listing-types';
import type { ListingAnalytics } from '@nivasa/contracts/api';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { colors, media } from '@nivasa/ui/theme';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { StatCard, StatGrid } from '../../../shared/stat-cards';
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

function chartPoints(analytics: ListingAnalytics) {
  const byStatus: ChartPoint[] = [
    { label: LISTING_MESSAGES.statusPending, value: analytics.byStatus.pending, color: colors.accent },
    { label: LISTING_MESSAGES.statusApproved, value: analytics.byStatus.approved, color: colors.primary },
    { label: LISTING_MESSAGES.statusDisapproved, value: analytics.byStatus.disapproved, color: colors.danger },
  ];
  const byType = LISTING_TYPES.map((type) => ({ label: LISTING_TYPE_TEXT[type].adminHeading, value: analytics.byType[type] ?? 0 }));
  const byDistrict = analytics.byDistrict.map(({ district, count }) => ({ label: district, value: count }));
  const perWeek = analytics.newPerWeek.map(({ weekStart, count }) => ({
    // 3 Mar: the day (YYYY-MM-DD, as the API counts weeks) each week starts.
    label: formatDay(weekStart, 'en'),
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
  const points = useMemo(() => analytics.data && chartPoints(analytics.data), [analytics.data]);

  if (analytics.isPending) return <LoadingState label={ANALYTICS_OVERVIEW_TEXT.loading} />;
  if (analytics.isError || !points)
    return (
      <LoadError
        retryLabel={MESSAGES.tryAgain}
        message={LOAD_ERROR_TEXT.message(errorMessage(analytics.error))}
        onRetry={() => void analytics.refetch()}
      />
    );
  const { totalListings, users, byStatus } = analytics.data;
  return (
    <Layout>
      <StatGrid>
        <StatCard label={ANALYTICS_OVERVIEW_TEXT.totalListings}>{formatNumber(totalListings)}</StatCard>
        <StatCard label={ANALYTICS_OVERVIEW_TEXT.users}>{formatNumber(users)}</StatCard>
        <StatCard label={LISTING_MESSAGES.statusPending}>{formatNumber(byStatus.pending)}</StatCard>
        <StatCard label={LISTING_MESSAGES.statusApproved}>{formatNumber(byStatus.approved)}</StatCard>
      </StatGrid>
      {totalListings === 0 ? (
        <EmptyState message={ANALYTICS_OVERVIEW_TEXT.noListings}>{ANALYTICS_OVERVIEW_TEXT.noListingsHint}</EmptyState>
      ) : (
        <Charts>
          <ChartFigure
            title={ANALYTICS_OVERVIEW_TEXT.byStatus}
            kind="columns"
            points={points.byStatus}
            height={240}
            labelHeading={ANALYTICS_OVERVIEW_TEXT.statusHeading}
            valueLabel={ANALYTICS_OVERVIEW_TEXT.listings}
          />
          <ChartFigure
            title={ANALYTICS_OVERVIEW_TEXT.perWeek(ANALYTICS_WEEKS)}
            kind="line"
            points={points.perWeek}
            height={240}
            labelHeading={ANALYTICS_OVERVIEW_TEXT.weekHeading}
            valueLabel={ANALYTICS_OVERVIEW_TEXT.newListings}
          />
          <ChartFigure
            title={ANALYTICS_OVERVIEW_TEXT.byType}
            kind="bars"
            points={points.byType}
            height={barsHeight(points.byType.length)}
            labelHeading={ANALYTICS_OVERVIEW_TEXT.typeHeading}
            valueLabel={ANALYTICS_OVERVIEW_TEXT.listings}
          />
          {points.byDistrict.length > 0 && (
            <ChartFigure
              title={ANALYTICS_OVERVIEW_TEXT.byDistrict}
              kind="bars"
              points={points.byDistrict}
              height={barsHeight(points.byDistrict.length)}
              labelHeading={ANALYTICS_OVERVIEW_TEXT.districtHeading}
              valueLabel={ANALYTICS_OVERVIEW_TEXT.listings}
            />
          )}
        </Charts>
      )}
    </Layout>
  );
}
