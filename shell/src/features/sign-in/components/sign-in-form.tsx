import { Form, Input } from '@nivasa/ui/antd';
import type { SignInRequest } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { useAccountErrors } from '@nivasa/session/field-errors';
import type { SignInMutation } from '@nivasa/session/session-actions';
import { AuthFormFooter } from '../../../components/auth-form-footer';
import { useFinishSignIn } from '../../../hooks/use-finish-sign-in';
import { SIGN_IN_FORM_TEXT } from '../messages';
import { SIGN_IN_RULES } from '../utils/sign-in-rules';

/**
 * Email and password. `signIn` is the page's one sign-in attempt, which the identity-provider
 * button makes too: one sign-in, one message, shown here.
 */
export function SignInForm({ signIn, returnTo, initialEmail = '' }: { signIn: SignInMutation; returnTo: string; initialEmail?: string }) {
  const finishSignIn = useFinishSignIn(returnTo);
  const refusals = useAccountErrors(signIn.error);
  const text = useText(SIGN_IN_FORM_TEXT);

  const submit = (credentials: SignInRequest) => signIn.mutate({ credentials }, { onSuccess: finishSignIn });

  return (
    <Form<SignInRequest>
      layout="vertical"
      requiredMark={false}
      // The form's own checks speak: the browser's bubble on the email field would say it twice.
      noValidate
      initialValues={{ email: initialEmail, password: '' }}
      onFinish={submit}
      onValuesChange={refusals.edited}
      disabled={signIn.isPending}
    >
      <Form.Item label={text.email} name="email" rules={SIGN_IN_RULES.email} {...refusals.fieldStatus('email')}>
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item label={text.password} name="password" rules={SIGN_IN_RULES.password} {...refusals.fieldStatus('password')}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <AuthFormFooter label={text.submit} submitting={signIn.isPending} notice={refusals.other || null} />
    </Form>
  );
}
