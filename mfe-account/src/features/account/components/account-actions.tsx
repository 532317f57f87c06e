import { useState } from 'react';
import { useNavigate } from '@nivasa/ui/router';
import { Alert, Button, Flex, Modal } from '@nivasa/ui/antd';
import type { PublicUser } from '@nivasa/contracts/api';
import { errorMessage } from '@nivasa/session/api-client';
import { useDeleteAccount, useSignOut } from '@nivasa/session/session-actions';
import { Panel } from '@nivasa/ui/layout';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { ACCOUNT_ACTIONS_TEXT } from '../messages';

/** The side buttons of My account. */
export function AccountActions({ user }: { user: PublicUser }) {
  const text = useText(ACCOUNT_ACTIONS_TEXT);
  const navigate = useNavigate();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // Home before the user is cleared, or this page's guard would send them to sign in instead. The
  // router renders navigations as transitions, which would come after the user is cleared: flushSync
  // makes the home page the one on screen by the time the navigation resolves.
  const goHome = () => navigate(PATHS.home, { replace: true, flushSync: true });
  const signOut = useSignOut(goHome);
  const deleteAccount = useDeleteAccount(goHome);
  // The last of the two to fail says why: starting one puts the other's failure away.
  const failure = signOut.error ?? deleteAccount.error;

  const signOutAndLeave = () => {
    deleteAccount.reset();
    signOut.mutate();
  };

  const deleteAndLeave = () => {
    signOut.reset();
    deleteAccount.mutate(user._id, { onError: () => setConfirmingDelete(false) });
  };

  return (
    <Panel aria-label={text.label}>
      <Flex vertical gap={10}>
        <Button type="primary" size="large" block onClick={() => navigate(PATHS.createListing)}>
          {text.createListing}
        </Button>
        <Button size="large" block onClick={() => navigate(PATHS.myListings)}>
          {text.showMyListings}
        </Button>
        <Button size="large" block onClick={() => navigate(PATHS.myFavorites)}>
          {text.showMyFavorites}
        </Button>
        <Button size="large" block onClick={() => navigate(PATHS.mySearches)}>
          {text.showMySearches}
        </Button>
        <Button size="large" block danger onClick={() => setConfirmingDelete(true)}>
          {text.deleteAccount}
        </Button>
        <Button size="large" block loading={signOut.isPending} onClick={signOutAndLeave}>
          {text.signOut}
        </Button>
        {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      </Flex>
      <Modal
        title={text.deleteTitle}
        open={confirmingDelete}
        okText={text.deleteConfirm}
        okButtonProps={{ danger: true }}
        confirmLoading={deleteAccount.isPending}
        onOk={deleteAndLeave}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>{text.deleteWarning}</p>
      </Modal>
    </Panel>
  );
}
