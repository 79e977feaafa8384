// A public page's head as search engines and link previews read it: title, description, canonical
// address, Open Graph and Twitter card tags, and schema.org JSON-LD, written into the built index.html.
import type { JsonLd } from './structured-data';

export interface PageHead {
  /** The whole title, brand included. */
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute. */
  image: { url: string; width?: number; height?: number; alt: string };
  siteName: string;
  jsonLd: readonly JsonLd[];
  /** Kept out of search results though anyone with the link may open it (a learner's certificate). */
  noindex?: true;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON text made safe inside a script element: `<` escaped, so no text can close the element. */
export const inScript = (json: string) => json.replace(/</g, '\\u003c');

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

function headTags(head: PageHead): string {
  const { image } = head;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:alt', image.alt),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${inScript(JSON.stringify(data))}</script>`,
    ),
  ].join('');
}

/** `page` (the built index.html) with its title and description replaced and the other tags added. */
export function withHead(page: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  const described = /<meta\s+name="description"[^>]*>/.test(page)
    ? page.replace(/<meta\s+name="description"[^>]*>/, () => description)
    : page.replace('</head>', () => `${description}</head>`);
  // Replaced through functions: page text may hold `$&` and the like.
  return described
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace('</head>', () => `${headTags(head)}</head>`);
}
