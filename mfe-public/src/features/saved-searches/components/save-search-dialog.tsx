import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { SAVED_SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { PATHS, searchPath, type SearchFilters } from '@nivasa/contracts/paths';
import { useCurrentUser } from '@nivasa/session/session-state';
import { useLocation, useNavigate } from '@nivasa/ui/router';
import type { SavedSearchFrequency } from '@nivasa/contracts/api';
import { savedSearchNameOf } from '@nivasa/contracts/saved-search-name';
import { errorMessage } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { PrimaryButton, PrimaryLink } from '@nivasa/ui/buttons';
import { colors, radius, shadow } from '@nivasa/ui/theme';
import { useSaveSearch } from '../api/use-save-search';
import { SAVE_SEARCH_DIALOG_TEXT } from '../messages';
import { FormButtons } from '../../../shared/form-actions';

const Dialog = styled.dialog`
  width: min(440px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  padding: 0;
  border: 0;
  border-radius: ${radius.large};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadow.raised};

  &::backdrop {
    background: rgb(12 53 51 / 45%);
  }
`;

const Form = styled.form`
  display: grid;
  gap: 14px;
  padding: 20px;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
  }

  fieldset {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 600;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

const NameLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;

  input {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid #8a9a98;
    border-radius: ${radius.small};
    font: inherit;
    font-weight: 400;
  }

  input:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 1px;
  }
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 10px;
  align-items: center;
  padding: 10px 12px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${colors.primary};
  }

  span {
    font-weight: 600;
  }

  small {
    grid-column: 2;
    color: ${colors.textMuted};
    font-size: 0.88rem;
  }
`;

/** Spoken when it fills; out of the layout while empty, so it leaves no gap (yet stays in the page for screen readers). */
const Live = styled.div`
  &:empty {
    position: absolute;
  }
`;

const Outcome = styled.p<{ $failed: boolean }>`
  color: ${({ $failed }) => ($failed ? colors.danger : colors.success)};
  font-weight: 500;
`;

const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
`;

export interface SaveSearchDialogProps {
  filters: SearchFilters;
  nearPlace?: string;
  onClose: () => void;
}

/**
 * The name (its readable default in the page's language) and how often to hear; the query is the
 * page's own search. What the API said, saved or refused (the limit), is read out as it shows. A
 * visitor is sent to sign in instead, and comes back to the search.
 */
export default function SaveSearchDialog({ filters, nearPlace, onClose }: SaveSearchDialogProps) {
  const text = useText(SAVE_SEARCH_DIALOG_TEXT);
  const language = useLanguage();
  const save = useSaveSearch();
  const [name, setName] = useState(() => savedSearchNameOf(filters, language, nearPlace));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    // The state the shell's sign-in page reads to return here.
    if (!user) void navigate(PATHS.signIn, { state: { from: location } });
  }, [user, navigate, location]);

  // A modal dialog: the page behind it is inert, Escape closes it, focus starts in it and goes
  // back, once it closes, to what had it (the button that opened it).
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = searchPath(filters).slice(`${PATHS.search}?`.length);
    save.mutate({ query, frequency, name: name.trim() || undefined });
  };

  // Every frequency the API takes (the type makes this list whole), with its words.
  const frequencies: Record<SavedSearchFrequency, { label: string; hint: string }> = {
    instant: { label: text.instant, hint: text.instantHint },
    daily: { label: text.daily, hint: text.dailyHint },
  };

  // Saved: the form goes, and focus with it; it moves to Close, after the words that say so.
  useEffect(() => {
    if (save.isSuccess) closeButton.current?.focus();
  }, [save.isSuccess]);

  if (!user) return null;
  return (
    <Dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Form onSubmit={submit} noValidate>
        <h2 id={`${ids}-title`}>{text.title}</h2>
        {!save.isSuccess && (
          <>
            <Muted>{text.intro}</Muted>
            <NameLabel>
              {text.name}
              <input
                value={name}
                maxLength={SAVED_SEARCH_LIMITS.nameMaxLength}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
              />
            </NameLabel>
            <fieldset>
              <legend>{text.frequency}</legend>
              {Object.entries(frequencies).map(([choice, { label, hint }]) => (
                <Choice key={choice}>
                  <input
                    type="radio"
                    name={`${ids}-frequency`}
                    value={choice}
                    checked={frequency === choice}
                    aria-describedby={`${ids}-${choice}`}
                    onChange={() => setFrequency(choice as SavedSearchFrequency)}
                  />
                  <span>{label}</span>
                  <small id={`${ids}-${choice}`}>{hint}</small>
                </Choice>
              ))}
            </fieldset>
          </>
        )}
        <Live aria-live="polite">
          {save.isSuccess && <Outcome $failed={false}>{save.data.message}</Outcome>}
          {save.isError && <Outcome $failed>{errorMessage(save.error)}</Outcome>}
        </Live>
        {save.isSuccess ? (
          <FormButtons>
            <PrimaryLink to={PATHS.mySearches}>{text.mySearches}</PrimaryLink>
            <SecondaryButton ref={closeButton} type="button" onClick={onClose}>
              {text.close}
            </SecondaryButton>
          </FormButtons>
        ) : (
          <FormButtons>
            <PrimaryButton type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {text.save}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={onClose}>
              {text.cancel}
            </SecondaryButton>
          </FormButtons>
        )}
      </Form>
    </Dialog>
  );
}
