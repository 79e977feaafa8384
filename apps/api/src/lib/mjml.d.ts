// The part of mjml's API the mail layout uses (the package ships no types).
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
  }
  export default function mjml2html(
    mjml: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
