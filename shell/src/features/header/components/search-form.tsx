import { useState, type FormEvent } from 'react';
import { useHref, useNavigate, useSearchParams } from '@nivasa/ui/router';
import styled from 'styled-components';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { colors, radius } from '@nivasa/ui/theme';
import { searchPath } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { PlaceCombobox } from '@nivasa/ui/places/place-combobox';
import { placeSearchPath } from '@nivasa/contracts/place-search';
import { SEARCH_FORM_TEXT } from '../messages';

// The suggestions float below the whole box.
const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  padding: 2px 4px 2px 16px;

  &:focus-within {
    border-color: ${colors.primary};
    background: ${colors.surface};
  }

  /* The field's own outline is off (it would draw inside the pill): the pill shows the focus instead, as the global style draws it. */
  &:has(input:focus-visible) {
    outline: 3px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

const Input = styled(PlaceCombobox)`
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  padding: 8px 0;
  color: ${colors.text};

  &:focus {
    outline: none;
  }

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const SubmitButton = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: ${colors.primary};
  color: #fff;
  cursor: pointer;

  &:hover {
    background: ${colors.primaryHover};
  }
`;

/**
 * Goes to /search?searchTerm=…, or to a place suggested as the visitor types (its district, its
 * town, or around a campus), and shows the term of the page being viewed.
 */
export function SearchForm() {
  const label = useText(SEARCH_FORM_TEXT);
  const navigate = useNavigate();
  // Where the form goes by itself when Enter is pressed in the HTML, before the app takes over.
  const action = useHref(searchPath());
  const [searchParams] = useSearchParams();
  const termInUrl = searchParams.get('searchTerm') ?? '';
  const [text, setText] = useState(termInUrl);
  const [shownTerm, setShownTerm] = useState(termInUrl);

  // Follow the URL (back button, a link with another term) without an effect.
  if (shownTerm !== termInUrl) {
    setShownTerm(termInUrl);
    setText(termInUrl);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPath({ searchTerm: text.trim() }));
  };

  return (
    <Form role="search" action={action} onSubmit={submit}>
      <Input
        name="searchTerm"
        aria-label={label.label}
        placeholder={label.placeholder}
        maxLength={SEARCH_LIMITS.maxSearchTermLength}
        value={text}
        onValueChange={setText}
        onPick={(place) => {
          setText('');
          void navigate(placeSearchPath(place));
        }}
      />
      <SubmitButton type="submit" aria-label={label.submit}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </SubmitButton>
    </Form>
  );
}
