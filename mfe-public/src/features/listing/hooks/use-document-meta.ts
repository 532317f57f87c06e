import { useEffect } from 'react';

/** The tab's title and the page's description while this page shows; the previous ones come back after. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    const found = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const tag = found ?? Object.assign(document.createElement('meta'), { name: 'description' });
    if (!found) document.head.append(tag);
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    tag.content = description;
    return () => {
      document.title = previous.title;
      if (found) tag.content = previous.description;
      else tag.remove();
    };
  }, [title, description]);
}
