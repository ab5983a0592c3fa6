// Keeps the head in step as the visitor moves between pages: the server wrote the first page's title, description
// and Open Graph tags (vite/publicPages.ts); later pages set the same tags here from the same texts.
import { useEffect } from 'react';
import type { PublicPageHead } from '@siipro/domain';

function setMeta(selector: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

export function usePageHead(head: PublicPageHead | null) {
  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    setMeta('meta[name="description"]', head.description);
    setMeta('meta[property="og:title"]', head.title);
    setMeta('meta[property="og:description"]', head.description);
    setMeta('meta[property="og:url"]', window.location.href);
  }, [head?.title, head?.description]);
}
