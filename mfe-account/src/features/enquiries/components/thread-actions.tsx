import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { EnquiryThread } from '@nivasa/contracts/api';
import { ENQUIRY_REPORT_REASONS, type EnquiryReportReason } from '@nivasa/contracts/enquiry-schema';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { PrimaryButton } from '@nivasa/ui/buttons';
import { ENQUIRY_CATALOGUE, ENQUIRY_REPORT_REASON_CATALOGUE } from '@nivasa/ui/enquiry-catalogues';
import { colors, radius } from '@nivasa/ui/theme';
import { useBlockThread, useReportThread, useSharePhone } from '../api/thread-actions';
import { THREAD_ACTIONS_TEXT } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const ActionButton = styled.button<{ $danger?: boolean }>`
  min-height: 40px;
  padding: 0 14px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 0.92rem;
  cursor: pointer;

  &:hover {
    border-color: ${({ $danger }) => ($danger ? colors.danger : colors.primary)};
    color: ${({ $danger }) => ($danger ? colors.danger : colors.primary)};
  }
`;

const Box = styled.div`
  display: grid;
  gap: 10px;
  padding: 12px 14px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.background};

  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 12px 14px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.background};

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  fieldset {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: 4px;
    font-weight: 600;
  }

  fieldset label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 36px;
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

const Problem = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 500;
`;

const Done = styled.p`
  margin: 0;
  color: ${colors.success};
  font-weight: 500;
`;

function ReportForm({ threadId, onClose }: { threadId: string; onClose: () => void }) {
  const text = useText(THREAD_ACTIONS_TEXT);
  const enquiry = useText(ENQUIRY_CATALOGUE);
  const reasons = useText(ENQUIRY_REPORT_REASON_CATALOGUE);
  const report = useReportThread(threadId);
  const [reason, setReason] = useState<EnquiryReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(enquiry.reportReason);
    setProblem(null);
    report.mutate({ reason, details }, { onSuccess: onClose, onError: (error) => setProblem(errorMessage(error) || text.failed) });
  };

  return (
    <Form onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h3 id={`${ids}-title`}>{text.reportTitle}</h3>
      <fieldset>
        <legend>{text.reason}</legend>
        {ENQUIRY_REPORT_REASONS.map((code) => (
          <label key={code}>
            <input type="radio" name={`${ids}-reason`} value={code} checked={reason === code} onChange={() => setReason(code)} />
            {reasons[code]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${ids}-details`}>{text.details}</label>
      <textarea
        id={`${ids}-details`}
        value={details}
        maxLength={ENQUIRY_LIMITS.reportDetailsMaxLength}
        onChange={(event) => setDetails(event.target.value)}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <Row>
        <PrimaryButton type="submit" disabled={report.isPending} aria-busy={report.isPending}>
          {text.sendReport}
        </PrimaryButton>
        <ActionButton type="button" onClick={onClose}>
          {text.cancel}
        </ActionButton>
      </Row>
    </Form>
  );
}

function BlockConfirm({ threadId, otherName, onClose }: { threadId: string; otherName: string; onClose: () => void }) {
  const text = useText(THREAD_ACTIONS_TEXT);
  const block = useBlockThread(threadId);
  return (
    <Box role="group" aria-label={text.block}>
      <p>{text.blockConfirm(otherName)}</p>
      {block.isError && <Problem role="alert">{errorMessage(block.error) || text.failed}</Problem>}
      <Row>
        <ActionButton type="button" $danger disabled={block.isPending} onClick={() => block.mutate(undefined, { onSuccess: onClose })}>
          {text.blockYes}
        </ActionButton>
        <ActionButton type="button" onClick={onClose}>
          {text.cancel}
        </ActionButton>
      </Row>
    </Box>
  );
}

/**
 * What either side may do in a thread: the owner shares their phone number (until they have),
 * and either blocks the other (until one has) or reports the thread (once).
 */
export function ThreadActions({ thread, otherName }: { thread: EnquiryThread; otherName: string }) {
  const text = useText(THREAD_ACTIONS_TEXT);
  const sharePhone = useSharePhone(thread.threadId);
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const blocked = thread.blockedByMe || thread.blockedByOther;
  const canShare = thread.role === 'owner' && !thread.ownerPhone && !blocked;

  return (
    <>
      {(canShare || !blocked || !thread.reportedByMe) && open === null && (
        <Row role="group" aria-label={text.label}>
          {canShare && (
            <ActionButton type="button" disabled={sharePhone.isPending} onClick={() => sharePhone.mutate()}>
              {text.sharePhone}
            </ActionButton>
          )}
          {!blocked && (
            <ActionButton type="button" $danger onClick={() => setOpen('block')}>
              {text.block}
            </ActionButton>
          )}
          {!thread.reportedByMe && (
            <ActionButton type="button" $danger onClick={() => setOpen('report')}>
              {text.report}
            </ActionButton>
          )}
        </Row>
      )}
      {sharePhone.isError && <Problem role="alert">{errorMessage(sharePhone.error) || text.failed}</Problem>}
      {open === 'block' && <BlockConfirm threadId={thread.threadId} otherName={otherName} onClose={() => setOpen(null)} />}
      {open === 'report' && <ReportForm threadId={thread.threadId} onClose={() => setOpen(null)} />}
      {thread.reportedByMe && <Done role="status">{text.reported}</Done>}
    </>
  );
}
