import { useCallback } from 'react';
import { Form, Input } from '@nivasa/ui/antd';
import type { ForgotPasswordRequest } from '@nivasa/contracts/api';
import { RATE_LIMIT_CODES } from '@nivasa/contracts/errors';
import type { Translation } from '@nivasa/contracts/languages';
import { hasErrorCode } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { useAccountErrors } from '@nivasa/session/field-errors';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthFormFooter } from '../../../components/auth-form-footer';
import { FORGOT_PASSWORD_FORM_TEXT } from '../messages';
import { FORGOT_PASSWORD_RULES } from '../utils/password-rules';

/** The server's own words for a refused address or too many tries; otherwise our general failure message. */
function failureMessage(error: unknown, text: Translation<typeof FORGOT_PASSWORD_FORM_TEXT.en>): string {
  return hasErrorCode(error, 'VALIDATION_FAILED', ...RATE_LIMIT_CODES) ? error.message : text.failed;
}

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const text = useText(FORGOT_PASSWORD_FORM_TEXT);
  const failure = useCallback((error: unknown) => failureMessage(error, text), [text]);
  const refusals = useAccountErrors(request.error, failure);
  const notice = request.data ? { type: 'success' as const, message: request.data.message } : refusals.other || null;

  return (
    <Form<ForgotPasswordRequest>
      layout="vertical"
      requiredMark={false}
      // The form's own checks speak: the browser's bubble on the email field would say it twice.
      noValidate
      onFinish={(values) => request.mutate(values)}
      onValuesChange={refusals.edited}
      disabled={request.isPending}
    >
      <Form.Item
        label={text.email}
        name="email"
        // An empty field is asked for in its own words; the rest are the schema's.
        validateFirst
        rules={[{ required: true, message: text.emailRequired }, ...FORGOT_PASSWORD_RULES.email]}
        {...refusals.fieldStatus('email')}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <AuthFormFooter label={text.submit} submitting={request.isPending} notice={notice} />
    </Form>
  );
}
