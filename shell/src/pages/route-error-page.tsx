import { isRouteErrorResponse, useRouteError } from '@nivasa/ui/router';
import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { PageContainer } from '@nivasa/ui/layout';
import { colors, radius } from '@nivasa/ui/theme';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';

const Box = styled.div`
  max-width: 640px;
  margin: 48px auto;
  padding: 32px;
  background: ${colors.dangerSoft};
  border-radius: ${radius.large};
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 1.5rem;
  color: ${colors.danger};
`;

const Detail = styled.p`
  margin: 0 0 20px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
`;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's errorElement: an unexpected failure while rendering or loading a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  const text = useText(MESSAGES_CATALOGUE);
  return (
    <PageContainer>
      <Box role="alert">
        <Title>{text.unexpectedError}</Title>
        <Detail>{describe(error)}</Detail>
        {/* A full load, so a broken client state cannot follow the visitor home. */}
        <a href={PATHS.home}>{text.backToHome}</a>
      </Box>
    </PageContainer>
  );
}
