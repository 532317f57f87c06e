import { useEffect } from 'react';
import { Link, useNavigate } from '@nivasa/ui/router';
import { Alert, Button, ConfigProvider, Form, Input } from 'antd';
import styled from 'styled-components';
import type { SignInRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES, MESSAGES } from '@nivasa/contracts/messages';
import { useSessionActions } from '@nivasa/session/session-actions';
import { useSessionStatus } from '@nivasa/session/session-state';
import { antdTheme, colors } from '@nivasa/ui/theme';

const Links = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 18px;
  color: ${colors.textMuted};
  font-size: 0.95rem;
`;

export function SignInForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const { signIn, clearError } = useSessionActions();
  const { loading, error } = useSessionStatus();

  // A message left by another action (a failed sign-out) does not belong on this form.
  useEffect(() => clearError(), [clearError]);

  const submit = async (credentials: SignInRequest) => {
    if (await signIn(credentials)) navigate(returnTo, { replace: true });
  };

  return (
    <ConfigProvider theme={antdTheme}>
      <Form<SignInRequest> layout="vertical" requiredMark={false} onFinish={submit} disabled={loading}>
        <Form.Item
          label="Email"
          name="email"
          rules={[{ required: true, type: 'email', message: FIELD_MESSAGES.email }]}
        >
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: FIELD_MESSAGES.passwordRequired }]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large" block disabled={loading}>
          {loading ? MESSAGES.loading : 'Sign In'}
        </Button>
      </Form>
      <Links>
        <span>
          Don&apos;t have an account? <Link to="/sign-up">Sign up</Link>
        </span>
        <span>
          Forgot your password? <Link to="/forgotpassword">Reset it here</Link>
        </span>
      </Links>
    </ConfigProvider>
  );
}
