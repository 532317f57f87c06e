import { Form, Input } from '@nivasa/ui/antd';
import type { SignUpRequest } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { FIELD_CATALOGUE } from '@nivasa/ui/account-catalogues';
import { useAccountErrors } from '@nivasa/session/field-errors';
import type { SignInMutation } from '@nivasa/session/session-actions';
import { useSignUp } from '../api/sign-up';
import { AuthFormFooter } from '../../../components/auth-form-footer';
import { SIGN_UP_FORM_TEXT } from '../messages';
import { SIGN_UP_RULES } from '../utils/sign-up-rules';

const EMPTY: SignUpRequest = { email: '', username: '', password: '', number: '' };

/**
 * Email, username, password and phone number. The form checks them by the API's own schema, and
 * what only the server can tell (a taken email, a password too easy to guess) shows under its
 * field too, in red. `providerSignIn` is the page's identity-provider sign-in: while it runs the
 * form waits, and its failure shows here.
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
  const providerRefusal = useAccountErrors(providerSignIn.error);
  const error = refusals.other || providerRefusal.other || null;
  const text = useText(SIGN_UP_FORM_TEXT);
  const fieldText = useText(FIELD_CATALOGUE);

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
      <Form.Item label={text.email} name="email" rules={SIGN_UP_RULES.email} {...refusals.fieldStatus('email')}>
        <Input type="text" inputMode="email" autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item label={text.username} name="username" rules={SIGN_UP_RULES.username} {...refusals.fieldStatus('username')}>
        <Input autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item
        label={text.password}
        name="password"
        rules={SIGN_UP_RULES.password}
        {...refusals.fieldStatus('password', fieldText.passwordHint)}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item label={text.phoneNumber} name="number" rules={SIGN_UP_RULES.number} {...refusals.fieldStatus('number')}>
        <Input type="tel" autoComplete="tel" placeholder={text.phoneNumberExample} size="large" />
      </Form.Item>
      <AuthFormFooter label={text.submit} submitting={submitting} disabled={busy} notice={error} />
    </Form>
  );
}
