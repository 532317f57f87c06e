/**
 * A search box that suggests places as the visitor types (the ARIA 1.2 combobox with a list:
 * arrows move through the suggestions, Enter chooses one, Escape closes the list, then clears the
 * box). Nothing is chosen until the visitor moves to a suggestion, so Enter alone still submits the
 * words as typed. The list floats over the page below its positioned parent, so nothing moves.
 */
import { type InputHTMLAttributes, type KeyboardEvent, Suspense, useEffect, useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { PLACE_SUGGESTIONS_TEXT } from '@nivasa/ui/places/catalogues';
import { placeSuggestionsQuery } from '@nivasa/ui/places/place-queries';
import type { Place } from '@nivasa/ui/places/place-search';
import { useDistrictNames } from '@nivasa/ui/place-names';
import { colors, radius, shadow } from '@nivasa/ui/theme';

/** Suggestions start from this many letters, and wait this long after the last key. */
export const SUGGEST_FROM_LENGTH = 2;
export const SUGGEST_DELAY_MS = 250;

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

const Option = styled.li`
  display: grid;
  gap: 2px;
  padding: 8px 14px;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${colors.primarySoft};
    box-shadow: inset 3px 0 0 ${colors.primary};
  }

  &:hover {
    background: ${colors.background};
  }
`;

const OptionName = styled.span`
  color: ${colors.text};
  font-weight: 600;
`;

const OptionWhat = styled.span`
  color: ${colors.textMuted};
  font-size: 0.85rem;
`;

const Message = styled.p`
  margin: 0;
  padding: 10px 14px;
  color: ${colors.textMuted};
`;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function Suggestion({ place, id, active, onPick }: { place: Place; id: string; active: boolean; onPick: (place: Place) => void }) {
  const language = useLanguage();
  const text = useText(PLACE_SUGGESTIONS_TEXT);
  const districts = useDistrictNames();
  const kind = text.kind[place.kind];
  return (
    <Option
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the box, so the list stays open until the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(place)}
    >
      <OptionName>{place.names[language] || place.name}</OptionName>
      <OptionWhat>{place.kind === 'district' ? kind : `${kind} · ${districts.district(place.district)}`}</OptionWhat>
    </Option>
  );
}

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
  const client = useApiClient();
  const text = useText(PLACE_SUGGESTIONS_TEXT);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const settled = useDebounced(typed, SUGGEST_DELAY_MS);
  const wanted = open && settled.length >= SUGGEST_FROM_LENGTH;
  const suggestions = useQuery({ ...placeSuggestionsQuery(client, settled), enabled: wanted, placeholderData: keepPreviousData });
  const waiting = settled !== typed || suggestions.isFetching;
  const places = typed.length >= SUGGEST_FROM_LENGTH && !suggestions.isError ? (suggestions.data ?? []) : [];
  const shown = open && typed.length >= SUGGEST_FROM_LENGTH;
  const activePlace = shown ? places[active] : undefined;
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
  if (suggestions.isError && !waiting) message = text.failed;
  else if (places.length === 0 && waiting) message = text.loading;
  else if (places.length === 0 && settled.length >= SUGGEST_FROM_LENGTH) message = text.none;

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
        aria-busy={shown && waiting}
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
      <Popup hidden={!shown || (places.length === 0 && !message)}>
        <List id={listId} role="listbox" aria-label={text.listLabel}>
          {/* A Sinhala or Tamil page may still be fetching its districts' names: only the list waits. */}
          <Suspense>
            {shown &&
              places.map((place, index) => (
                <Suggestion key={place.id} place={place} id={optionId(index)} active={index === active} onPick={pick} />
              ))}
          </Suspense>
        </List>
        {shown && message && places.length === 0 && <Message role="status">{message}</Message>}
      </Popup>
    </>
  );
}
