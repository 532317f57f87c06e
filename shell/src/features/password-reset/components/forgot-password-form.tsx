import { Form, Input } from '@nivasa/ui/antd';
import type { ForgotPasswordRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { RATE_LIMIT_CODES } from '@nivasa/contracts/errors';
import { hasErrorCode } from '@nivasa/session/api-client';
import { useAccountErrors } from '@nivasa/session/field-errors';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthFormFooter } from '../../../components/auth-form-footer';

export const FORGOT_PASSWORD_FAILED = 'Failed to send password reset email. Make sure the email is correct.';

/** The server's own words for a refused address or too many tries; otherwise our general failure message. */
function failureMessage(error: unknown): string {
  return hasErrorCode(error, 'VALIDATION_FAILED', ...RATE_LIMIT_CODES) ? error.message : FORGOT_PASSWORD_FAILED;
}

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const refusals = useAccountErrors(request.error, failureMessage);
  const notice = request.data ? { type: 'success' as const, message: request.data.message } : refusals.other || null;

  return (
    <Form<ForgotPasswordRequest>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => request.mutate(values)}
      onValuesChange={refusals.edited}
      disabled={request.isPending}
    >
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Enter your email address.' },
          { type: 'email', message: FIELD_MESSAGES.email },
        ]}
        {...refusals.fieldStatus('email')}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <AuthFormFooter label="Send Reset Link" submitting={request.isPending} notice={notice} />
    </Form>
  );
}
