import { Link } from '@nivasa/ui/router';
import { Alert, Form, Input } from '@nivasa/ui/antd';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { ApiRequestError } from '@nivasa/session/api-client';
import { useAccountErrors } from '@nivasa/session/field-errors';
import { PATHS } from '@nivasa/contracts/paths';
import { useResetPassword } from '../api/password-reset';
import { AuthFormFooter } from '../../../components/auth-form-footer';

export const RESET_PASSWORD_FAILED = 'Failed to reset password. Please try again later.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

interface ResetPasswordValues {
  /** Named as the API names it, so a refusal of it shows under it (and goes when it is edited). */
  newPassword: string;
  confirmPassword: string;
}

/** The server's refusal (a used or expired link, a short password) as it says it; our general failure message otherwise. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) return error.message;
  return RESET_PASSWORD_FAILED;
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
        description={<Link to={PATHS.signIn}>Sign in with your new password</Link>}
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
        label="New Password"
        name="newPassword"
        rules={[{ required: true, message: 'Enter a new password.' }]}
        {...refusals.fieldStatus('newPassword', FIELD_MESSAGES.passwordHint)}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Enter the new password again.' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(PASSWORDS_DO_NOT_MATCH)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <AuthFormFooter label="Reset Password" submitting={reset.isPending} notice={refusals.other || null} />
    </Form>
  );
}
