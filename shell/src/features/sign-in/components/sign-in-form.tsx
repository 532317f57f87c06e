import { useEffect } from 'react';
import { useNavigate } from '@nivasa/ui/router';
import { Form, Input } from '@nivasa/ui/antd';
import type { SignInRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { useSessionActions } from '@nivasa/session/session-actions';
import { useSessionStatus } from '@nivasa/session/session-state';
import { AuthFormFooter } from '../../../components/auth-form-footer';

/** Email and password. Its alert also shows an identity-provider sign-in's failure: one sign-in, one message. */
export function SignInForm({ returnTo, initialEmail = '' }: { returnTo: string; initialEmail?: string }) {
  const navigate = useNavigate();
  const { signIn, clearError } = useSessionActions();
  const { loading, error } = useSessionStatus();

  // A message left by another action (a failed sign-out) does not belong on this form.
  useEffect(() => clearError(), [clearError]);

  const submit = async (credentials: SignInRequest) => {
    if (await signIn(credentials)) navigate(returnTo, { replace: true });
  };

  return (
    <Form<SignInRequest>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail, password: '' }}
      onFinish={submit}
      disabled={loading}
    >
      <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: FIELD_MESSAGES.email }]}>
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: FIELD_MESSAGES.passwordRequired }]}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <AuthFormFooter label="Sign In" submitting={loading} notice={error} />
    </Form>
  );
}
