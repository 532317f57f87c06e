import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Input, Modal } from '@nivasa/ui/antd';
import { Link } from '@nivasa/ui/router';
import type { SavedSearch, SavedSearchFrequency } from '@nivasa/contracts/api';
import { formatDate } from '@nivasa/contracts/format';
import { SAVED_SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { PATHS } from '@nivasa/contracts/paths';
import { errorMessage } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { colors, radius, shadow } from '@nivasa/ui/theme';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { SAVED_SEARCH_ITEM_TEXT } from '../messages';

const Card = styled.article`
  display: grid;
  gap: 12px;
  padding: 16px 18px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  box-shadow: ${shadow.card};
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;

  h2 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span<{ $paused: boolean }>`
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${({ $paused }) => ($paused ? '#fff4e0' : colors.primarySoft)};
  color: ${({ $paused }) => ($paused ? '#7a4b00' : colors.primaryHover)};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;

  .ant-input {
    flex: 1 1 220px;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 28px;
  margin: 0;

  div {
    display: grid;
    gap: 2px;
  }

  dt {
    color: ${colors.textMuted};
    font-size: 0.85rem;
  }

  dd {
    margin: 0;
  }

  select {
    min-height: 32px;
    padding: 2px 8px;
    border: 1px solid #8a9a98;
    border-radius: ${radius.small};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const OpenLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 15px;
  border-radius: 8px;
  background: ${colors.primary};
  color: #fff;
  font-size: 0.875rem;
  text-decoration: none;

  &:hover {
    background: ${colors.primaryHover};
    color: #fff;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 500;

  &:empty {
    display: none;
  }
`;

/**
 * One saved search: its name, how often it mails, whether it is paused and its last alert, with
 * Open, Rename (in place), the frequency, Pause or Resume, and Delete (after a confirmation).
 */
export function SavedSearchItem({ savedSearch }: { savedSearch: SavedSearch }) {
  const text = useText(SAVED_SEARCH_ITEM_TEXT);
  const language = useLanguage();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [newName, setNewName] = useState(savedSearch.name);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const ids = useId();
  const { _id: savedSearchId, name, frequency, paused, lastAlertAt } = savedSearch;
  // Every frequency the API takes (the type makes this list whole), with its words.
  const frequencies: Record<SavedSearchFrequency, string> = { instant: text.instant, daily: text.daily };
  const failure = update.error ?? remove.error;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const wanted = newName.trim();
    setRenaming(false);
    if (wanted === '' || wanted === name) return;
    update.mutate({ savedSearchId, update: { name: wanted } });
  };

  return (
    <Card aria-label={name}>
      {renaming ? (
        <RenameForm onSubmit={rename}>
          <Input
            aria-label={text.newName}
            value={newName}
            maxLength={SAVED_SEARCH_LIMITS.nameMaxLength}
            autoFocus
            onChange={(event) => setNewName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setRenaming(false);
            }}
          />
          <Button type="primary" htmlType="submit">
            {text.save}
          </Button>
          <Button onClick={() => setRenaming(false)}>{text.cancel}</Button>
        </RenameForm>
      ) : (
        <NameRow>
          <h2>{name}</h2>
          <Badge $paused={paused}>{paused ? text.paused : text.active}</Badge>
        </NameRow>
      )}
      <Facts>
        <div>
          <dt>
            <label htmlFor={`${ids}-frequency`}>{text.frequency}</label>
          </dt>
          <dd>
            <select
              id={`${ids}-frequency`}
              value={frequency}
              onChange={(event) => update.mutate({ savedSearchId, update: { frequency: event.target.value as SavedSearchFrequency } })}
            >
              {Object.entries(frequencies).map(([choice, label]) => (
                <option key={choice} value={choice}>
                  {label}
                </option>
              ))}
            </select>
          </dd>
        </div>
        <div>
          <dt>{text.lastAlert}</dt>
          <dd>{lastAlertAt ? formatDate(lastAlertAt, language) : text.never}</dd>
        </div>
      </Facts>
      <Actions>
        <OpenLink to={`${PATHS.search}?${savedSearch.query}`} aria-label={text.openLabel(name)}>
          {text.open}
        </OpenLink>
        <Button
          aria-label={text.renameLabel(name)}
          onClick={() => {
            setNewName(name);
            setRenaming(true);
          }}
        >
          {text.rename}
        </Button>
        <Button
          aria-label={paused ? text.resumeLabel(name) : text.pauseLabel(name)}
          onClick={() => update.mutate({ savedSearchId, update: { paused: !paused } })}
        >
          {paused ? text.resume : text.pause}
        </Button>
        <Button danger aria-label={text.deleteLabel(name)} onClick={() => setConfirmingDelete(true)}>
          {text.delete}
        </Button>
      </Actions>
      <Failure role="alert">{failure ? errorMessage(failure) : ''}</Failure>
      <Modal
        title={text.deleteTitle}
        open={confirmingDelete}
        okText={text.deleteConfirm}
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={() => remove.mutate(savedSearchId, { onSettled: () => setConfirmingDelete(false) })}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>{text.deleteWarning(name)}</p>
      </Modal>
    </Card>
  );
}
