/**
 * A search box that suggests places as the visitor types (the ARIA 1.2 combobox with a list:
 * arrows move through the suggestions, Enter chooses one, Escape closes the list, then clears the
 * box). Nothing is chosen until the visitor moves to a suggestion, so Enter alone still submits the
 * words as typed. The list floats over the page below its positioned parent, so nothing moves; its
 * code loads when it first opens.
 */
import { type InputHTMLAttributes, type KeyboardEvent, lazy, Suspense, useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { PLACE_SUGGESTIONS_TEXT } from '@nivasa/ui/places/catalogues';
import type { PlaceAnswer } from '@nivasa/ui/places/place-options';
import type { Place } from '@nivasa/contracts/place-search';
import { colors, radius, shadow } from '@nivasa/ui/theme';

const PlaceOptions = lazy(() => import('@nivasa/ui/places/place-options').then(({ PlaceOptions }) => ({ default: PlaceOptions })));

// As place-options says (its module loads with the list).
const SUGGEST_FROM_LENGTH = 2;

const WAITING: PlaceAnswer = { places: [], waiting: true, failed: false };

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 1100;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};
  box-shadow: ${shadow.raised};
  text-align: start;
`;

const List = styled.ul`
  margin: 0;
  padding: 4px 0;
  list-style: none;
`;

const Message = styled.p`
  margin: 0;
  padding: 10px 14px;
  color: ${colors.textMuted};
`;

export interface PlaceComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'role' | 'type' | 'autoComplete'
> {
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion chosen (Enter on it, or a click). */
  onPick: (place: Place) => void;
}

/** The box (styled through `className`) and its list; its parent must be positioned. */
export function PlaceCombobox({ value, onValueChange, onPick, onKeyDown, onBlur, ...inputProps }: PlaceComboboxProps) {
  const text = useText(PLACE_SUGGESTIONS_TEXT);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState(WAITING);
  const onAnswer = useCallback((next: PlaceAnswer) => setAnswer(next), []);
  const typed = value.trim();
  const shown = open && typed.length >= SUGGEST_FROM_LENGTH;
  const places = shown ? answer.places : WAITING.places;
  const activePlace = places[active];
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (place: Place) => {
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const move = (step: number) => {
    setOpen(true);
    if (places.length === 0) return;
    // From the box, Down goes to the first and Up to the last; past either end, back to the box.
    setActive((current) => {
      const next = current === -1 ? (step > 0 ? 0 : places.length - 1) : current + step;
      return next < 0 || next >= places.length ? -1 : next;
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activePlace) {
      event.preventDefault();
      pick(activePlace);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (shown) {
        setOpen(false);
        setActive(-1);
      } else onValueChange('');
    }
  };

  let message: string | undefined;
  if (answer.failed) message = text.failed;
  else if (places.length === 0) message = answer.waiting ? text.loading : text.none;

  return (
    <>
      <input
        {...inputProps}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown && places.length > 0}
        aria-controls={listId}
        aria-activedescendant={activePlace ? optionId(active) : undefined}
        aria-busy={shown && answer.waiting}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
          setActive(-1);
        }}
      />
      <Popup hidden={!shown}>
        <List id={listId} role="listbox" aria-label={text.listLabel}>
          {/* The list's code, and a Sinhala or Tamil page's districts' names, may still be coming: only the list waits. */}
          {shown && (
            <Suspense>
              <PlaceOptions text={typed} places={places} active={active} optionId={optionId} onPick={pick} onAnswer={onAnswer} />
            </Suspense>
          )}
        </List>
        {shown && message && places.length === 0 && <Message role="status">{message}</Message>}
      </Popup>
    </>
  );
}
