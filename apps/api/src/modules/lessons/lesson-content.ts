// What each kind of lesson holds, checked and cleaned on the server: a text lesson's HTML keeps only
// what is safe to show a learner, a link is https, a file lives on this site, a video's length comes
// from its file.
import type { LessonKind } from '@kaushal/shared';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../lib/app-error';

export interface LessonContent {
  kind: LessonKind;
  body: string | null;
  url: string | null;
  durationSeconds: number | null;
}

const LINK_PAGE = 'Enter a link that starts with https://';
const FILE_ADDRESS = 'Enter the address of a file on this site, starting with /';

/** The fields each kind may hold; the others stay empty. */
const fieldsOf: Record<LessonKind, ReadonlySet<keyof Omit<LessonContent, 'kind'>>> = {
  video: new Set(),
  text: new Set(['body', 'durationSeconds']),
  file: new Set(['url']),
  link: new Set(['url', 'durationSeconds']),
};

/** Why a field may not be given for a kind, in the admin form's words. */
const notFor: Record<keyof Omit<LessonContent, 'kind'>, string> = {
  body: 'Only a text lesson has text',
  url: 'Only a file or link lesson has an address',
  durationSeconds:
    "Only a text or link lesson takes a reading time; a video's length is read from its file",
};

/** Of the fields a lesson had, the ones its (new) kind takes; the others become empty. */
export function keptForKind(content: LessonContent): LessonContent {
  const fields = fieldsOf[content.kind];
  return {
    kind: content.kind,
    body: fields.has('body') ? content.body : null,
    url: fields.has('url') ? content.url : null,
    durationSeconds: fields.has('durationSeconds') ? content.durationSeconds : null,
  };
}

/** The editor's HTML as a learner may see it: see docs/product.md, "Curriculum". */
export function sanitiseLessonBody(html: string, ownOrigin: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'strong',
      'b',
      'em',
      'i',
      'code',
      'pre',
      'img',
    ],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    // Images only from this site: no scheme at all, so only paths (and //host is refused below).
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      // The lesson page's own title is the h1.
      h1: 'h2',
      // An address of this site written in full is kept as its path.
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (URL.canParse(src)) {
          const url = new URL(src);
          if (url.origin === ownOrigin) attribs.src = `${url.pathname}${url.search}`;
        }
        return { tagName, attribs };
      },
    },
    // An image whose address was refused shows nothing.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}

/** An address on this site (a path), or undefined for anything that would leave it. */
function pathOnThisSite(address: string): string | undefined {
  if (!address.startsWith('/') || address.startsWith('//') || address.includes('\\')) {
    return undefined;
  }
  const base = 'https://this.site';
  if (!URL.canParse(address, base)) return undefined;
  const url = new URL(address, base);
  return url.origin === base ? `${url.pathname}${url.search}` : undefined;
}

/**
 * The lesson's content as it is kept, or a VALIDATION_FAILED error naming the first field that does not
 * fit its kind.
 */
export function checkedContent(content: LessonContent, ownOrigin: string): LessonContent {
  const fields = fieldsOf[content.kind];
  for (const field of ['body', 'url', 'durationSeconds'] as const) {
    if (content[field] !== null && !fields.has(field)) {
      throw new AppError('VALIDATION_FAILED', notFor[field]);
    }
  }
  switch (content.kind) {
    case 'text': {
      const body = sanitiseLessonBody(content.body ?? '', ownOrigin);
      if (body === '') throw new AppError('VALIDATION_FAILED', "Write the lesson's text");
      return { ...content, body };
    }
    case 'link': {
      const url = content.url ?? '';
      const https = URL.canParse(url) && new URL(url).protocol === 'https:';
      if (!https || new URL(url).hostname === '') {
        throw new AppError('VALIDATION_FAILED', LINK_PAGE);
      }
      return { ...content, url: new URL(url).href };
    }
    case 'file': {
      const path = pathOnThisSite(content.url ?? '');
      if (path === undefined) throw new AppError('VALIDATION_FAILED', FILE_ADDRESS);
      return { ...content, url: path };
    }
    case 'video':
      return content;
  }
}
