import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { formatNumber } from '@nivasa/contracts/format';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { PrimaryButton } from '@nivasa/ui/buttons';
import { colors, radius } from '@nivasa/ui/theme';
import { useReply } from '../api/use-reply';
import { REPLY_BOX_TEXT } from '../messages';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px 10px;
  align-items: end;

  label {
    grid-column: 1 / -1;
    font-weight: 600;
  }

  textarea {
    width: 100%;
    min-height: 72px;
    padding: 8px 10px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.small};
    font: inherit;
    resize: vertical;
  }
`;

const Below = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-size: 0.85rem;
`;

const Problem = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 500;
`;

const Count = styled.span<{ $over: boolean }>`
  margin-inline-start: auto;
  color: ${({ $over }) => ($over ? colors.danger : colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

/** The reply box under a thread: 1–2,000 characters; Send keeps the box until the message is stored. */
export function ReplyBox({ threadId }: { threadId: string }) {
  const text = useText(REPLY_BOX_TEXT);
  const reply = useReply(threadId);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const most = formatNumber(ENQUIRY_LIMITS.messageMaxLength);
  const length = message.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < ENQUIRY_LIMITS.messageMinLength) return setProblem(text.tooShort);
    if (length > ENQUIRY_LIMITS.messageMaxLength) return setProblem(text.tooLong(most));
    setProblem(null);
    reply.mutate(message, {
      onSuccess: () => setMessage(''),
      onError: (error) => setProblem(errorMessage(error) || text.failed),
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <label htmlFor={`${ids}-reply`}>{text.label}</label>
      <textarea
        id={`${ids}-reply`}
        value={message}
        aria-describedby={`${ids}-below`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      <PrimaryButton type="submit" disabled={reply.isPending} aria-busy={reply.isPending}>
        {text.send}
      </PrimaryButton>
      <Below id={`${ids}-below`}>
        {problem && <Problem role="alert">{problem}</Problem>}
        <Count $over={length > ENQUIRY_LIMITS.messageMaxLength}>{text.count(formatNumber(length), most)}</Count>
      </Below>
    </Form>
  );
}
