import { Link } from '@nivasa/ui/router';
import { Alert, Form, Input } from '@nivasa/ui/antd';
import { useCallback } from 'react';
import type { Translation } from '@nivasa/contracts/languages';
import { FIELD_CATALOGUE } from '@nivasa/ui/account-catalogues';
import { ApiRequestError } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { useAccountErrors } from '@nivasa/session/field-errors';
import { PATHS } from '@nivasa/contracts/paths';
import { useResetPassword } from '../api/password-reset';
import { AuthFormFooter } from '../../../components/auth-form-footer';
import { RESET_PASSWORD_FORM_TEXT } from '../messages';
import { RESET_PASSWORD_RULES } from '../utils/password-rules';

interface ResetPasswordValues {
  /** Named as the API names it, so a refusal of it shows under it (and goes when it is edited). */
  newPassword: string;
  confirmPassword: string;
}

/** The server's refusal (a used or expired link, a short password) as it says it; our general failure message otherwise. */
function failureMessage(error: unknown, text: Translation<typeof RESET_PASSWORD_FORM_TEXT.en>): string {
  if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) return error.message;
  return text.failed;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  const text = useText(RESET_PASSWORD_FORM_TEXT);
  const fieldText = useText(FIELD_CATALOGUE);
  const failure = useCallback((error: unknown) => failureMessage(error, text), [text]);
  const refusals = useAccountErrors(reset.error, failure);

  // The link works once: after a reset there is nothing more to do here but sign in.
  if (reset.data) {
    return (
      <Alert type="success" showIcon title={reset.data.message} description={<Link to={PATHS.signIn}>{text.signInWithNewPassword}</Link>} />
    );
  }

  return (
    <Form<ResetPasswordValues>
      layout="vertical"
      requiredMark={false}
      onFinish={({ newPassword }) => reset.mutate({ newPassword })}
      onValuesChange={refusals.edited}
      disabled={reset.isPending}
    >
      <Form.Item
        label={text.newPassword}
        name="newPassword"
        // An empty field is asked for in its own words; the rest are the schema's.
        validateFirst
        rules={[{ required: true, message: text.newPasswordRequired }, ...RESET_PASSWORD_RULES.newPassword]}
        {...refusals.fieldStatus('newPassword', fieldText.passwordHint)}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label={text.confirmPassword}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: text.confirmPasswordRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(text.passwordsDoNotMatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <AuthFormFooter label={text.submit} submitting={reset.isPending} notice={refusals.other || null} />
    </Form>
  );
}
