import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors, radius } from '@nivasa/ui/theme';
import { RESULTS_VIEW_TEXT } from '../messages';

export type ResultsView = 'list' | 'map';

const Switch = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-bottom: 16px;
  padding: 4px;
  border-radius: ${radius.pill};
  background: ${colors.primarySoft};
`;

const Choice = styled.button`
  min-height: 40px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${colors.primary};
    color: #fff;
  }
`;

/** On a phone, the results as a list or on a map: one at a time, as the screen has room for one. */
export function ResultsViewSwitch({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const text = useText(RESULTS_VIEW_TEXT);
  return (
    <Switch role="group" aria-label={text.label}>
      {(['list', 'map'] as const).map((choice) => (
        <Choice key={choice} type="button" aria-pressed={view === choice} onClick={() => onChange(choice)}>
          {text[choice]}
        </Choice>
      ))}
    </Switch>
  );
}
