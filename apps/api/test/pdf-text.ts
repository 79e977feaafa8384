// Reads a PDF the way an independent reader does (pdf.js through unpdf), for suites that check documents.
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF as pdf.js extracts it, with runs of white space (line breaks) as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}
