import styled from 'styled-components';
import { colors, radius } from '@nivasa/ui/theme';

/** The moderators' report queues (listings and conversations): a card per reported thing, with its facts, tags and reports. */
export const ReportCards = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ReportCard = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};
  overflow-wrap: anywhere;

  h3,
  h4 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const ReportFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 0;
  color: ${colors.textMuted};
`;

export const ReportTag = styled.span<{ $danger?: boolean }>`
  padding: 1px 10px;
  border-radius: ${radius.pill};
  background: ${({ $danger }) => ($danger ? colors.dangerSoft : colors.background)};
  color: ${({ $danger }) => ($danger ? colors.danger : colors.text)};
  font-size: 0.85rem;
  font-weight: 600;
`;

/** Each report: what it says, its details and when. */
export const ReportNotes = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 2px;
    padding-left: 12px;
    border-left: 3px solid ${colors.border};
  }
`;

export const ReportMuted = styled.span`
  color: ${colors.textMuted};
  font-size: 0.88rem;
`;
