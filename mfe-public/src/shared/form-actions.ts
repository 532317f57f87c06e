import styled from 'styled-components';
import { colors, radius } from '@nivasa/ui/theme';

/** A small form's answer once sent: green when it went, red when it did not. */
export const FormOutcome = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ $failed }) => ($failed ? colors.danger : colors.success)};
  font-weight: 500;
`;

/** A small form's buttons, in a row that wraps on a phone. */
export const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** Closing a small form without sending it. */
export const CancelButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  font: inherit;
  cursor: pointer;
`;
