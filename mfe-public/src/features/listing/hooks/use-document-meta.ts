import { useEffect } from 'react';
import { useText } from '@nivasa/session/language';
import { SITE_CATALOGUE } from '@nivasa/ui/site-catalogues';

/**
 * The tab's title and the page's description while this page shows; the site's come back after
 * (not whatever was there before: a page opened from a shared link starts with the listing's own,
 * which the server wrote for link previews). All in the page's language.
 */
export function useDocumentMeta(title: string, description: string) {
  const site = useText(SITE_CATALOGUE);
  useEffect(() => {
    const found = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const tag = found ?? Object.assign(document.createElement('meta'), { name: 'description' });
    if (!found) document.head.append(tag);
    document.title = title;
    tag.content = description;
    return () => {
      document.title = site.title;
      if (found) tag.content = site.description;
      else tag.remove();
    };
  }, [title, description, site]);
}
