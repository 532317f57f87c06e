import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { Link } from '@nivasa/ui/router';
import { colors, media, radius } from '@nivasa/ui/theme';
import { MESSAGES_PAGE_TEXT, THREAD_VIEW_TEXT } from '../messages';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/** Side by side on a desktop; on a phone the list and a thread are screens of their own. */
const Columns = styled.div<{ $thread: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
  gap: 20px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);

    > :first-child {
      display: ${({ $thread }) => ($thread ? 'none' : 'block')};
    }

    > :last-child {
      display: ${({ $thread }) => ($thread ? 'grid' : 'none')};
    }
  }
`;

const ThreadColumn = styled.div`
  display: grid;
  gap: 8px;
`;

const Back = styled(Link)`
  display: none;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;

  ${media.mobile} {
    display: inline-flex;
  }
`;

const Choose = styled.p`
  margin: 0;
  padding: 32px 16px;
  border: 1px dashed ${colors.border};
  border-radius: ${radius.large};
  color: ${colors.textMuted};
  text-align: center;
`;

/** The thread list beside the open thread (`threadId`), or beside a hint to choose one. */
export function MessagesLayout({ threadId }: { threadId: string | undefined }) {
  const text = useText(MESSAGES_PAGE_TEXT);
  const threadText = useText(THREAD_VIEW_TEXT);
  return (
    <Columns $thread={threadId !== undefined}>
      <div>
        <ThreadList />
      </div>
      <ThreadColumn>
        {threadId ? (
          <>
            <Back to={PATHS.messages}>{threadText.back}</Back>
            <ThreadView key={threadId} threadId={threadId} />
          </>
        ) : (
          <Choose>{text.chooseThread}</Choose>
        )}
      </ThreadColumn>
    </Columns>
  );
}
