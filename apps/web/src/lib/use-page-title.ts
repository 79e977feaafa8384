// Sets the document title of a route, so tabs, history and screen readers name the page.
import { useEffect } from 'react';
import { brand } from '../config/site';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
}
