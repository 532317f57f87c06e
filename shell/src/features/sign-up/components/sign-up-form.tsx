import { useState } from 'react';
import { Form, Input } from '@nivasa/ui/antd';
import type { SignUpRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { refusalOf, useApiClient } from '@nivasa/session/api-client';
import { useAccountErrors } from '@nivasa/session/field-errors';
import { useSessionStatus } from '@nivasa/session/session-state';
import { signUp } from '../api/sign-up';
import { AuthFormFooter } from '../../../components/auth-form-footer';

const EMPTY: SignUpRequest = { email: '', username: '', password: '', number: '' };

/**
 * Email, username, password and phone number. The server checks them all (one set of rules, not
 * two to keep in step) and its refusals show under their fields, in red.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (message: string, email: string) => void }) {
  const client = useApiClient();
  const [submitting, setSubmitting] = useState(false);
  const refusals = useAccountErrors();
  // A failed identity-provider sign-in from this page shows here too.
  const { loading: signingIn, error: signInError } = useSessionStatus();
  const error = refusals.other || signInError;

  const submit = async (account: SignUpRequest) => {
    setSubmitting(true);
    refusals.show(null);
    try {
      const { message } = await signUp(client, account);
      onSignedUp(message, account.email);
    } catch (failure) {
      refusals.show(refusalOf(failure));
      setSubmitting(false);
    }
  };

  const busy = submitting || signingIn;
  return (
    <Form<SignUpRequest>
      layout="vertical"
      requiredMark={false}
      initialValues={EMPTY}
      onFinish={submit}
      onValuesChange={refusals.edited}
      disabled={busy}
    >
      <Form.Item label="Email" name="email" {...refusals.fieldStatus('email')}>
        <Input type="text" inputMode="email" autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item label="Username" name="username" {...refusals.fieldStatus('username')}>
        <Input autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" {...refusals.fieldStatus('password', FIELD_MESSAGES.passwordHint)}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item label="Phone Number" name="number" {...refusals.fieldStatus('number')}>
        <Input type="tel" autoComplete="tel" placeholder="077 123 4567" size="large" />
      </Form.Item>
      <AuthFormFooter label="Sign Up" submitting={submitting} disabled={busy} notice={error} />
    </Form>
  );
}
