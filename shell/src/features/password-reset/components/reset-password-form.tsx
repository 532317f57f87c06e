import { Link } from '@nivasa/ui/router';
import { Alert, Form, Input } from '@nivasa/ui/antd';
import { FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { ApiRequestError } from '@nivasa/session/api-client';
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
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) return error.message;
  return RESET_PASSWORD_FORM_TEXT.failed;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  const refusals = useAccountErrors(reset.error, failureMessage);

  // The link works once: after a reset there is nothing more to do here but sign in.
  if (reset.data) {
    return (
      <Alert
        type="success"
        showIcon
        title={reset.data.message}
        description={<Link to={PATHS.signIn}>{RESET_PASSWORD_FORM_TEXT.signInWithNewPassword}</Link>}
      />
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
        label={RESET_PASSWORD_FORM_TEXT.newPassword}
        name="newPassword"
        // An empty field is asked for in its own words; the rest are the schema's.
        validateFirst
        rules={[{ required: true, message: RESET_PASSWORD_FORM_TEXT.newPasswordRequired }, ...RESET_PASSWORD_RULES.newPassword]}
        {...refusals.fieldStatus('newPassword', FIELD_MESSAGES.passwordHint)}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label={RESET_PASSWORD_FORM_TEXT.confirmPassword}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: RESET_PASSWORD_FORM_TEXT.confirmPasswordRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(RESET_PASSWORD_FORM_TEXT.passwordsDoNotMatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <AuthFormFooter label={RESET_PASSWORD_FORM_TEXT.submit} submitting={reset.isPending} notice={refusals.other || null} />
    </Form>
  );
}
