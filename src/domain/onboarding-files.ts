import type { FileRule } from './files';

/** A redlined contract: a PDF, up to 20 MB. */
export const REDLINED_CONTRACT: FileRule = {
  accept: ['.pdf', 'application/pdf'],
  maxBytes: 20 * 1_048_576,
  kind: 'a PDF',
};

/** A corrected tax form: a PDF or a photo of it, up to 10 MB. */
export const TAX_FORM: FileRule = {
  accept: ['.pdf', 'application/pdf', '.png', 'image/png', '.jpg', '.jpeg', 'image/jpeg'],
  maxBytes: 10 * 1_048_576,
  kind: 'a PDF, PNG or JPEG file',
};
