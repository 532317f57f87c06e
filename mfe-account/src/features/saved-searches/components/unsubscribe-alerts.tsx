import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { Link } from '@nivasa/ui/router';
import { PrimaryButton, PrimaryLink } from '@nivasa/ui/buttons';
import { Panel } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { useUnsubscribeAlerts } from '../api/saved-searches';
import { useAlertToken } from '../hooks/use-alert-token';
import { UNSUBSCRIBE_ALERTS_TEXT } from '../messages';

const Box = styled(Panel)`
  display: grid;
  gap: 16px;
  justify-items: start;
  max-width: 560px;

  p {
    margin: 0;
  }
`;

/** Spoken when it fills; out of the layout while empty, so it leaves no gap (yet stays in the page for screen readers). */
const Live = styled.div`
  &:empty {
    position: absolute;
  }
`;

const Done = styled.p`
  color: ${colors.success};
  font-weight: 600;
`;

const PlainLink = styled(Link)`
  color: ${colors.primaryHover};
  text-decoration: underline;
`;

const Failure = styled.p`
  color: ${colors.danger};
  font-weight: 500;
`;

/**
 * An alert mail's unsubscribe link: one press stops that saved search's alerts, signed in or
 * not (the token is the proof); then a way to manage the rest. A bad or old token shows the API's words.
 */
export function UnsubscribeAlerts() {
  const text = useText(UNSUBSCRIBE_ALERTS_TEXT);
  const token = useAlertToken();
  const unsubscribe = useUnsubscribeAlerts(token);

  return (
    <Box>
      <Live aria-live="polite">
        {unsubscribe.isSuccess && <Done>{text.done}</Done>}
        {unsubscribe.isError && <Failure>{errorMessage(unsubscribe.error)}</Failure>}
      </Live>
      {!token && <Failure>{text.noToken}</Failure>}
      {token && !unsubscribe.isSuccess && (
        <>
          <p>{text.intro}</p>
          <PrimaryButton
            type="button"
            disabled={unsubscribe.isPending}
            aria-busy={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {unsubscribe.isPending ? text.stopping : text.stop}
          </PrimaryButton>
        </>
      )}
      {unsubscribe.isSuccess ? (
        <PrimaryLink to={PATHS.mySearches}>{text.mySearches}</PrimaryLink>
      ) : (
        <PlainLink to={PATHS.mySearches}>{text.mySearches}</PlainLink>
      )}
    </Box>
  );
}
