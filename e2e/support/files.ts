// What the file-tool journeys share: the "nothing uploads" bound, and a generated PDF as an upload.
import { makePdf } from '../../packages/tools/src/families/pdf/fixtures';

/** No request body of a file tool's run may be larger than this: a file's bytes would be (#39). */
export const MAX_REQUEST_BODY = 2 * 1024;

/** A PDF of `pages` pages made by pdf-lib, as Playwright's setInputFiles takes it. */
export async function pdfUpload(name: string, pages: number) {
  const file = await makePdf(name, pages);
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(file.bytes) };
}
