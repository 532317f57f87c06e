/**
 * The places autocomplete's list (loaded when the list first opens, so a page's header carries
 * only the box): asks GET /api/places once the typing pauses, drops a call a newer text replaces,
 * and names each place, its kind and its district in the page's language.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { PLACE_SUGGESTIONS_TEXT } from '@nivasa/ui/places/catalogues';
import { placeSuggestionsQuery } from '@nivasa/ui/places/place-queries';
import type { Place } from '@nivasa/contracts/place-search';
import { useDistrictNames } from '@nivasa/ui/place-names';
import { colors } from '@nivasa/ui/theme';

/** Suggestions start from this many letters, and wait this long after the last key. */
export const SUGGEST_FROM_LENGTH = 2;
export const SUGGEST_DELAY_MS = 250;

const NO_PLACES: Place[] = [];

/** What the list has for the box: the places shown, whether newer ones are coming, whether the last call failed. */
export interface PlaceAnswer {
  places: Place[];
  waiting: boolean;
  failed: boolean;
}

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

export interface PlaceOptionsProps {
  /** The box's text, trimmed. */
  text: string;
  /** The places the box last heard of, drawn here (so the box's keys and the list agree). */
  places: Place[];
  active: number;
  optionId: (index: number) => string;
  onPick: (place: Place) => void;
  onAnswer: (answer: PlaceAnswer) => void;
}

/** The options of the box's list; tells the box each answer. */
export function PlaceOptions({ text, places, active, optionId, onPick, onAnswer }: PlaceOptionsProps) {
  const client = useApiClient();
  const settled = useDebounced(text, SUGGEST_DELAY_MS);
  const suggestions = useQuery({
    ...placeSuggestionsQuery(client, settled),
    enabled: settled.length >= SUGGEST_FROM_LENGTH,
    placeholderData: keepPreviousData,
  });
  const waiting = settled !== text || suggestions.isFetching;
  const found = suggestions.isError ? NO_PLACES : (suggestions.data ?? NO_PLACES);
  const failed = suggestions.isError && !waiting;
  useEffect(() => onAnswer({ places: found, waiting, failed }), [found, waiting, failed, onAnswer]);
  return places.map((place, index) => (
    <Suggestion key={place.id} place={place} id={optionId(index)} active={index === active} onPick={onPick} />
  ));
}
