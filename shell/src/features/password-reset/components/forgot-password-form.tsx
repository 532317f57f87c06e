import { useState } from 'react';
import { Form, Input } from '@nivasa/ui/antd';
import type { ForgotPasswordRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { ApiRequestError, useApiClient } from '@nivasa/session/api-client';
import { requestPasswordReset } from '../api/password-reset';
import { AuthFormFooter, type FormNotice } from '../../../components/auth-form-footer';

export const FORGOT_PASSWORD_FAILED = 'Failed to send password reset email. Make sure the email is correct.';

/** The server's own words for a refused address (400) or too many tries (429); otherwise our general failure message. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && (error.statusCode === 400 || error.statusCode === 429)) return error.message;
  return FORGOT_PASSWORD_FAILED;
}

export function ForgotPasswordForm() {
  const client = useApiClient();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormNotice | null>(null);

  const submit = async (request: ForgotPasswordRequest) => {
    setSending(true);
    setOutcome(null);
    try {
      const { message } = await requestPasswordReset(client, request);
      setOutcome({ type: 'success', message });
    } catch (error) {
      setOutcome({ type: 'error', message: failureMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<ForgotPasswordRequest> layout="vertical" requiredMark={false} onFinish={submit} disabled={sending}>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Enter your email address.' },
          { type: 'email', message: FIELD_MESSAGES.email },
        ]}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <AuthFormFooter label="Send Reset Link" submitting={sending} notice={outcome} />
    </Form>
  );
}
