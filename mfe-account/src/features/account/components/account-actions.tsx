import { useState } from 'react';
import { useNavigate } from '@nivasa/ui/router';
import { Alert, Button, Flex, Modal } from '@nivasa/ui/antd';
import type { PublicUser } from '@nivasa/contracts/api';
import { useSessionActions } from '@nivasa/session/session-actions';
import { useSessionStatus } from '@nivasa/session/session-state';
import { Panel } from '@nivasa/ui/layout';
import { PATHS } from '@nivasa/contracts/paths';

const DELETE_WARNING = 'Are you sure you want to delete your account? This action cannot be undone.';

/** The side buttons of My account. */
export function AccountActions({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const { signOut, deleteAccount } = useSessionActions();
  const { loading, error } = useSessionStatus();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // Home before the user is cleared, or this page's guard would send them to sign in instead. The
  // router renders navigations as transitions, which would come after the user is cleared: flushSync
  // makes the home page the one on screen by the time the navigation resolves.
  const goHome = () => navigate(PATHS.home, { replace: true, flushSync: true });

  const signOutAndLeave = () => signOut(goHome);

  const deleteAndLeave = async () => {
    if (!(await deleteAccount(user._id, goHome))) setConfirmingDelete(false);
  };

  return (
    <Panel aria-label="Account actions">
      <Flex vertical gap={10}>
        <Button type="primary" size="large" block onClick={() => navigate(PATHS.createListing)}>
          Create Listing
        </Button>
        <Button size="large" block onClick={() => navigate(PATHS.myListings)}>
          Show My Listings
        </Button>
        <Button size="large" block onClick={() => navigate(PATHS.myFavorites)}>
          Show My Favorites
        </Button>
        <Button size="large" block danger onClick={() => setConfirmingDelete(true)}>
          Delete Account
        </Button>
        <Button size="large" block loading={loading && !confirmingDelete} onClick={signOutAndLeave}>
          Sign Out
        </Button>
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
      <Modal
        title="Delete account"
        open={confirmingDelete}
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={loading}
        onOk={deleteAndLeave}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>{DELETE_WARNING}</p>
      </Modal>
    </Panel>
  );
}
