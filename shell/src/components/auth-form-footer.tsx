import { Alert, Button } from '@nivasa/ui/antd';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';

export interface FormNotice {
  type: 'success' | 'error';
  message: string;
}

/**
 * The end of every sign-in, sign-up and password form: what the last attempt said (errors in
 * red), then the submit button, which reads 'Loading...' while the form is sent.
 */
export function AuthFormFooter({
  label,
  submitting,
  disabled = submitting,
  notice,
}: {
  label: string;
  submitting: boolean;
  disabled?: boolean;
  notice: FormNotice | string | null;
}) {
  const text = useText(MESSAGES_CATALOGUE);
  const shown = typeof notice === 'string' ? { type: 'error' as const, message: notice } : notice;
  return (
    <>
      {shown && <Alert type={shown.type} showIcon title={shown.message} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" block disabled={disabled}>
        {submitting ? text.loading : label}
      </Button>
    </>
  );
}
