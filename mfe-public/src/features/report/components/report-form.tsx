import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason, reportRequestSchema } from '@nivasa/contracts/report-schema';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { PrimaryButton } from '@nivasa/ui/buttons';
import { REPORT_CATALOGUE, REPORT_REASON_CATALOGUE } from '@nivasa/ui/engagement-catalogues';
import { colors, radius } from '@nivasa/ui/theme';
import { useReportListing } from '../api/use-report-listing';
import { REPORT_LISTING_TEXT } from '../messages';
import { CancelButton, FormButtons, FormOutcome } from '../../../shared/form-actions';

const Form = styled.form`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }

  fieldset {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: 6px;
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 36px;
  }

  input[type='radio'] {
    width: 18px;
    height: 18px;
    margin: 0;
  }

  textarea {
    width: 100%;
    min-height: 96px;
    padding: 8px 10px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.small};
    font: inherit;
    resize: vertical;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.88rem;
`;

/** The reasons (REPORT_REASONS) and optional details, checked with the contracts' schema before sending. */
export default function ReportForm({ listingId, onClose }: { listingId: string; onClose: () => void }) {
  const text = useText(REPORT_LISTING_TEXT);
  const reportText = useText(REPORT_CATALOGUE);
  const reasons = useText(REPORT_REASON_CATALOGUE);
  const report = useReportListing(listingId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  if (report.isSuccess)
    return (
      <FormOutcome $failed={false} role="status">
        {reportText.reported}
      </FormOutcome>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reportRequestSchema.safeParse({ reason: reason ?? undefined, details });
    if (!checked.success) {
      setProblem(reason ? reportText.details : reportText.reason);
      return;
    }
    setProblem(null);
    report.mutate(checked.data, { onError: (error) => setProblem(errorMessage(error) || text.failed) });
  };

  return (
    <Form onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h3 id={`${ids}-title`}>{text.title}</h3>
      <fieldset>
        <legend>{text.reason}</legend>
        {REPORT_REASONS.map((code) => (
          <label key={code}>
            <input type="radio" name={`${ids}-reason`} value={code} checked={reason === code} onChange={() => setReason(code)} />
            {reasons[code]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${ids}-details`} style={{ minHeight: 0 }}>
        {text.details}
      </label>
      <textarea
        id={`${ids}-details`}
        value={details}
        maxLength={REPORT_LIMITS.detailsMaxLength}
        aria-describedby={`${ids}-hint`}
        onChange={(event) => setDetails(event.target.value)}
      />
      <Hint id={`${ids}-hint`}>{text.detailsHint}</Hint>
      {problem && (
        <FormOutcome $failed role="alert">
          {problem}
        </FormOutcome>
      )}
      <FormButtons>
        <PrimaryButton type="submit" disabled={report.isPending} aria-busy={report.isPending}>
          {text.send}
        </PrimaryButton>
        <CancelButton type="button" onClick={onClose}>
          {text.cancel}
        </CancelButton>
      </FormButtons>
    </Form>
  );
}
