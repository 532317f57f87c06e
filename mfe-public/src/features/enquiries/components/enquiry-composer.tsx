import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatNumber } from '@nivasa/contracts/format';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { messageThreadPath } from '@nivasa/contracts/paths';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { PrimaryButton } from '@nivasa/ui/buttons';
import { Link } from '@nivasa/ui/router';
import { colors, radius } from '@nivasa/ui/theme';
import { useStartEnquiry } from '../api/use-start-enquiry';
import { ENQUIRY_COMPOSER_TEXT } from '../messages';
import { CancelButton, FormButtons, FormOutcome } from '../../../shared/form-actions';

const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 14px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  textarea {
    width: 100%;
    min-height: 112px;
    padding: 8px 10px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.small};
    font: inherit;
    resize: vertical;
  }
`;

const QuickStarts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const QuickStart = styled.button`
  min-height: 36px;
  padding: 4px 12px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  font-size: 0.9rem;
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

const Label = styled.label`
  font-weight: 600;
`;

const Below = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  color: ${colors.textMuted};
  font-size: 0.85rem;
`;

const Count = styled.span<{ $over: boolean }>`
  flex: none;
  color: ${({ $over }) => ($over ? colors.danger : colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const Sent = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  border-radius: ${radius.medium};
  background: ${colors.primarySoft};

  p {
    margin: 0;
    font-weight: 600;
  }

  a {
    font-weight: 600;
  }
`;

/** The first message to a listing's owner: quick starts fill the box, 1–2,000 characters, then a link to the thread. */
export default function EnquiryComposer({ listingId, onClose }: { listingId: string; onClose: () => void }) {
  const text = useText(ENQUIRY_COMPOSER_TEXT);
  const start = useStartEnquiry();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const most = formatNumber(ENQUIRY_LIMITS.messageMaxLength);
  const length = message.trim().length;
  const box = useRef<HTMLTextAreaElement>(null);

  // The box was asked for: the cursor goes there, and the page scrolls it into view.
  useEffect(() => box.current?.focus(), []);

  if (start.isSuccess) {
    return (
      <Sent role="status">
        <p>{text.sent}</p>
        <Link to={messageThreadPath(start.data.threadId)}>{text.openThread}</Link>
      </Sent>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < ENQUIRY_LIMITS.messageMinLength) return setProblem(text.tooShort);
    if (length > ENQUIRY_LIMITS.messageMaxLength) return setProblem(text.tooLong(most));
    setProblem(null);
    start.mutate({ listingId, message }, { onError: (error) => setProblem(errorMessage(error) || text.failed) });
  };

  const quickStarts = [text.available, text.visit, text.students];
  return (
    <Form onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h3 id={`${ids}-title`}>{text.title}</h3>
      <QuickStarts role="group" aria-label={text.quickStarts}>
        {quickStarts.map((quickStart) => (
          <QuickStart key={quickStart} type="button" onClick={() => setMessage(quickStart)}>
            {quickStart}
          </QuickStart>
        ))}
      </QuickStarts>
      <Label htmlFor={`${ids}-message`}>{text.message}</Label>
      <textarea
        ref={box}
        id={`${ids}-message`}
        value={message}
        aria-describedby={`${ids}-below`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Below id={`${ids}-below`}>
        <span>{text.privacy}</span>
        <Count $over={length > ENQUIRY_LIMITS.messageMaxLength}>{text.count(formatNumber(length), most)}</Count>
      </Below>
      {problem && (
        <FormOutcome $failed role="alert">
          {problem}
        </FormOutcome>
      )}
      <FormButtons>
        <PrimaryButton type="submit" disabled={start.isPending} aria-busy={start.isPending}>
          {text.send}
        </PrimaryButton>
        <CancelButton type="button" onClick={onClose}>
          {text.cancel}
        </CancelButton>
      </FormButtons>
    </Form>
  );
}
