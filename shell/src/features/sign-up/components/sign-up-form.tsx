import { Form, Input } from '@nivasa/ui/antd';
import type { SignUpRequest } from '@nivasa/contracts/api';
import { FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { errorMessage } from '@nivasa/session/api-client';
import { useAccountErrors } from '@nivasa/session/field-errors';
import type { SignInMutation } from '@nivasa/session/session-actions';
import { useSignUp } from '../api/sign-up';
import { AuthFormFooter } from '../../../components/auth-form-footer';

const EMPTY: SignUpRequest = { email: '', username: '', password: '', number: '' };

/**
 * Email, username, password and phone number. The server checks them all (one set of rules, not
 * two to keep in step) and its refusals show under their fields, in red. `providerSignIn` is the
 * page's identity-provider sign-in: while it runs the form waits, and its failure shows here.
 */
export function SignUpForm({
  onSignedUp,
  providerSignIn,
}: {
  onSignedUp: (message: string, email: string) => void;
  providerSignIn: SignInMutation;
}) {
  const signUp = useSignUp();
  const refusals = useAccountErrors(signUp.error);
  const error = refusals.other || (providerSignIn.error ? errorMessage(providerSignIn.error) : null);

  const submit = (account: SignUpRequest) => signUp.mutate(account, { onSuccess: ({ message }) => onSignedUp(message, account.email) });

  // Until the sign-in page opens, the form stays busy.
  const submitting = signUp.isPending || signUp.isSuccess;
  const busy = submitting || providerSignIn.isPending;
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
