import { useEffect } from 'react';
import { SITE_TEXT } from '@nivasa/contracts/messages';

/**
 * The tab's title and the page's description while this page shows; the site's come back after
 * (not whatever was there before: a page opened from a shared link starts with the listing's own,
 * which the server wrote for link previews).
 */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    const found = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const tag = found ?? Object.assign(document.createElement('meta'), { name: 'description' });
    if (!found) document.head.append(tag);
    document.title = title;
    tag.content = description;
    return () => {
      document.title = SITE_TEXT.title;
      if (found) tag.content = SITE_TEXT.description;
      else tag.remove();
    };
  }, [title, description]);
}
