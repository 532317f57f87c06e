import { useState } from 'react';
import { Alert, Button, Form, Input } from '@nivasa/ui/antd';
import styled from 'styled-components';
import type { PublicUser } from '@nivasa/contracts/api';
import { canReceiveSms, formatSriLankanPhone } from '@nivasa/contracts/phone';
import { PHONE_CODE_POLICY } from '@nivasa/contracts/phone-verification';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { Panel } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { useSendPhoneCode, useVerifyPhone } from '../api/phone-verification';
import { useCountdown } from '../hooks/use-countdown';
import { VERIFY_PHONE_TEXT } from '../messages';

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.2rem;
`;

const Muted = styled.p`
  margin: 0 0 16px;
  color: ${colors.textMuted};
`;

const Verified = styled.p`
  margin: 0 0 8px;
  color: ${colors.success};
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
`;

const ALERT_STYLE = { marginBottom: 16 };

/**
 * The owner proves their number: send a code by SMS, type it in, and their listings show "Phone
 * verified". The API's refusals (a wrong or expired code, too many codes) are shown as it words
 * them, in the page's language; another code can be asked for once the countdown ends.
 */
export function VerifyPhonePanel({ user }: { user: PublicUser }) {
  const text = useText(VERIFY_PHONE_TEXT);
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [code, setCode] = useState('');
  const countdown = useCountdown();

  if (!user.number) return null;
  if (user.phoneVerified) {
    return (
      <Panel aria-labelledby="verify-phone-title">
        <Title id="verify-phone-title">{text.title}</Title>
        <Verified>✓ {text.verified}</Verified>
        <Muted>{text.verifiedHint}</Muted>
      </Panel>
    );
  }

  if (!canReceiveSms(user.number)) {
    return (
      <Panel aria-labelledby="verify-phone-title">
        <Title id="verify-phone-title">{text.title}</Title>
        <Muted>{text.landline(formatSriLankanPhone(user.number))}</Muted>
      </Panel>
    );
  }

  const sendCode = () => {
    verify.reset();
    send.mutate(undefined, {
      onSuccess: ({ resendInSeconds }) => countdown.start(resendInSeconds),
      // Refused as too soon or too many: the countdown still says when to try again.
      onError: () => {
        if (countdown.secondsLeft === 0) countdown.start(PHONE_CODE_POLICY.resendSeconds);
      },
    });
  };
  const sent = send.isSuccess || countdown.started;
  const refusal = verify.error ?? send.error;

  return (
    <Panel aria-labelledby="verify-phone-title">
      <Title id="verify-phone-title">{text.title}</Title>
      <Muted>{text.intro(formatSriLankanPhone(user.number))}</Muted>
      {send.data && !refusal && <Alert type="success" showIcon title={send.data.message} style={ALERT_STYLE} />}
      {refusal && <Alert type="error" showIcon title={errorMessage(refusal)} style={ALERT_STYLE} />}
      {!sent ? (
        <Button type="primary" loading={send.isPending} onClick={sendCode}>
          {text.sendCode}
        </Button>
      ) : (
        <Form layout="vertical" onFinish={() => verify.mutate({ code })} requiredMark={false}>
          <Form.Item label={text.codeLabel} htmlFor="phone-code" extra={text.codeHint}>
            <Row>
              <Input
                id="phone-code"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_POLICY.digits))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PHONE_CODE_POLICY.digits}
                style={{ width: '10ch', fontSize: '1.2rem', letterSpacing: '0.2em' }}
              />
              <Button type="primary" htmlType="submit" loading={verify.isPending} disabled={code.length !== PHONE_CODE_POLICY.digits}>
                {text.verify}
              </Button>
            </Row>
          </Form.Item>
          <Button type="link" onClick={sendCode} disabled={countdown.secondsLeft > 0 || send.isPending} style={{ paddingInline: 0 }}>
            {countdown.secondsLeft > 0 ? text.resendIn(countdown.secondsLeft) : text.resend}
          </Button>
        </Form>
      )}
    </Panel>
  );
}
