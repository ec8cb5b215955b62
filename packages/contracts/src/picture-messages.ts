/** What the bulk picture upload tells admins (decision 0071). */
export const PICTURE_MESSAGES = {
  /** Names the part number only when it is one: the 404 never echoes whatever else was in the URL. */
  partNotFound: (partNumber: string) => `No part on sale has the part number ${partNumber}`,
  partNumberUnknown: 'No part on sale has this part number',
  partNumbersRequired: 'Give at least one part number',
  partNumbersTooMany: (max: number) => `At most ${max} part numbers at a time`,
  partNumberInvalid: 'A part number holds only letters, digits and - . / _, at most 40 of them',
  pageTitle: 'Add pictures in bulk',
  pageIntro:
    'Name each picture after its part number (P-000123.png, or P-000123-1.jpg): it is matched before anything is sent.',
  chooseFiles: 'Choose pictures',
  dropHere: 'Drop pictures here, or choose them',
  noMatch: 'no part with this number',
  matching: 'Looking up the part numbers…',
  matchFailed: 'The part numbers could not be looked up. Please try again.',
  replacesPicture: 'replaces its picture',
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Done',
  failed: 'The upload failed. Check the connection and retry.',
  upload: (files: number) => `Upload ${files} ${files === 1 ? 'picture' : 'pictures'}`,
  retry: (files: number) => `Retry ${files} ${files === 1 ? 'picture' : 'pictures'}`,
  totalProgress: 'All pictures',
  summary: (done: number, total: number) => `${done} of ${total} pictures attached`,
} as const;
