import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from '@nivasa/ui/antd';
import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import type { PublicUser } from '@nivasa/contracts/api';
import { LANGUAGE_NAMES, LANGUAGES } from '@nivasa/contracts/languages';
import { useAccountErrors } from '@nivasa/session/field-errors';
import { useText } from '@nivasa/session/language';
import { useUpdateUser } from '@nivasa/session/session-actions';
import { PATHS } from '@nivasa/contracts/paths';
import { AUTH_CATALOGUE, FIELD_CATALOGUE } from '@nivasa/ui/account-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { colors, radius } from '@nivasa/ui/theme';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { EDIT_DETAILS_FORM_TEXT } from '../messages';
import { changedFields, formValuesOf, type EditDetailsValues } from '../utils/changed-fields';
import { EDIT_DETAILS_RULES } from '../utils/edit-details-rules';
import { AvatarPicker } from './avatar-picker';

/** The last outcome: the API's message after an update, or that there was nothing to send. */
type Notice = { type: 'success' | 'info'; message: string } | null;

const ALERT_STYLE = { marginBottom: 16 };

/** Three choices need no dropdown library: the browser's own, sized like the form's large inputs. */
const LanguageSelect = styled.select`
  width: 100%;
  height: 40px;
  padding: 0 11px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 1px;
  }
`;

/** The avatar (click to upload) and the account's fields; Edit sends only what changed. */
export function EditDetailsForm({ user }: { user: PublicUser }) {
  const [form] = Form.useForm<EditDetailsValues>();
  const text = useText(EDIT_DETAILS_FORM_TEXT);
  const authText = useText(AUTH_CATALOGUE);
  const fieldText = useText(FIELD_CATALOGUE);
  const messages = useText(MESSAGES_CATALOGUE);
  const update = useUpdateUser();
  const { upload, start, cancel, pause, resume, reset } = useAvatarUpload();
  const [notice, setNotice] = useState<Notice>(null);
  const refusals = useAccountErrors(update.error);

  // After an update (or one in another tab) the form shows the account as it now is.
  useEffect(() => form.setFieldsValue(formValuesOf(user)), [form, user]);

  const pendingAvatar = upload.status === 'success' ? upload.url : null;

  const submit = (values: EditDetailsValues) => {
    const changes = changedFields(user, values, pendingAvatar);
    if (Object.keys(changes).length === 0) {
      update.reset();
      setNotice({ type: 'info', message: text.nothingChanged });
      return;
    }
    setNotice(null);
    update.mutate(
      { userId: user._id, changes },
      {
        onSuccess: ({ message }) => {
          reset();
          setNotice({ type: 'success', message });
        },
      },
    );
  };

  // Editing again puts the last outcome away.
  const edited = (changed: Partial<EditDetailsValues>) => {
    setNotice(null);
    refusals.edited(changed);
  };

  return (
    <>
      <AvatarPicker
        username={user.username}
        src={pendingAvatar ?? user.avatar}
        upload={upload}
        onPick={(file) => {
          setNotice(null);
          void start(file);
        }}
        onCancel={cancel}
        onPause={pause}
        onResume={resume}
      />
      {!user.number && <Alert type="warning" showIcon title={text.addPhoneNumber} style={{ marginBottom: 20 }} />}
      <Form<EditDetailsValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        // The form's own checks speak: the browser's bubble on the email field would say it twice.
        noValidate
        initialValues={formValuesOf(user)}
        onFinish={submit}
        onValuesChange={edited}
        disabled={update.isPending}
      >
        <Form.Item label={text.username} name="username" rules={EDIT_DETAILS_RULES.username} {...refusals.fieldStatus('username')}>
          <Input autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item label={text.email} name="email" rules={EDIT_DETAILS_RULES.email} {...refusals.fieldStatus('email', text.emailHint)}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item
          label={text.password}
          name="password"
          rules={EDIT_DETAILS_RULES.password}
          {...refusals.fieldStatus('password', text.passwordHint(fieldText.passwordHint))}
        >
          <Input.Password autoComplete="new-password" placeholder={text.newPasswordPlaceholder} size="large" />
        </Form.Item>
        {/* An account made with "Continue with Google" has no password to confirm with until it sets one. */}
        {user.hasPassword === false ? (
          <Alert
            type="info"
            showIcon
            title={
              <>
                {authText.noPasswordYet} <Link to={PATHS.forgotPassword}>{text.setPasswordByEmail}</Link>
              </>
            }
            style={{ marginBottom: 24 }}
          />
        ) : (
          <Form.Item
            label={text.currentPassword}
            name="currentPassword"
            rules={EDIT_DETAILS_RULES.currentPassword}
            {...refusals.fieldStatus('currentPassword', text.currentPasswordHint)}
          >
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
        )}
        <Form.Item label={text.phoneNumber} name="number" rules={EDIT_DETAILS_RULES.number} {...refusals.fieldStatus('number')}>
          <Input type="tel" autoComplete="tel" placeholder={text.phoneNumberPlaceholder} size="large" />
        </Form.Item>
        <Form.Item label={text.language} name="language" extra={text.languageHint}>
          <LanguageSelect>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </LanguageSelect>
        </Form.Item>
        {refusals.other && <Alert type="error" showIcon title={refusals.other} style={ALERT_STYLE} />}
        {notice && <Alert type={notice.type} showIcon title={notice.message} style={ALERT_STYLE} />}
        {/* The pending avatar is known only once its upload is done. */}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={update.isPending || upload.status === 'running' || upload.status === 'paused'}
        >
          {update.isPending ? messages.loading : text.submit}
        </Button>
      </Form>
    </>
  );
}
