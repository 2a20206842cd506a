import { assign, fromPromise, setup } from 'xstate';
import { IMAGE_TEXTS, MAX_IMAGE_BYTES } from '../../src/domain/images';
import type { UploadedImage } from '../../src/domain/imageUpload';

/**
 * An admin editor's image field (a logo, a cover):
 * idle -FILE.CHOSEN-> uploading (the file as it is, to POST /images) -> idle with the image's address
 * given to the form (useImage) | failed (the server's message: not an image, too large, …).
 * A file over the size limit is refused before it is sent. The upload and what the form does with
 * the address are provided by the caller; this file knows nothing of HTTP or the DOM.
 */

/** What the machine reads of a chosen file (a browser File has both). */
export interface ChosenFile {
  name: string;
  size: number;
}

export interface ImageUploadContext {
  /** The file being sent or last sent. */
  file: ChosenFile | null;
  /** The last image uploaded here (its address, size and srcset). */
  uploaded: UploadedImage | null;
  error: string | null;
}

export type ImageUploadEvent = { type: 'FILE.CHOSEN'; file: ChosenFile } | { type: 'CLEAR.CLICK' };

export const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.';

const messageOf = (error: unknown): string => {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : UPLOAD_FAILED;
};

export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
  },
  actors: {
    /** Sends the file; resolves with the stored image. */
    upload: fromPromise<UploadedImage, ChosenFile>(() => Promise.reject(new Error('upload is not provided'))),
  },
  guards: {
    isTooLarge: (_, params: { file: ChosenFile }) => params.file.size > MAX_IMAGE_BYTES,
    isEmpty: (_, params: { file: ChosenFile }) => params.file.size === 0,
  },
  actions: {
    takeFile: assign({ file: (_, params: { file: ChosenFile }) => params.file, error: null }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    setUploaded: assign({ uploaded: (_, params: { image: UploadedImage }) => params.image, error: null }),
    forget: assign({ file: null, uploaded: null, error: null }),
    /** Puts the image's address into the form (provided by the caller). */
    useImage: (_, _params: { image: UploadedImage }) => {},
    /** Empties the form's field (provided by the caller). */
    clearImage: () => {},
  },
}).createMachine({
  id: 'imageUpload',
  context: { file: null, uploaded: null, error: null },
  initial: 'idle',
  on: {
    'FILE.CHOSEN': [
      {
        guard: { type: 'isEmpty', params: ({ event }) => ({ file: event.file }) },
        target: '.failed',
        actions: [
          { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
          { type: 'setError', params: { message: IMAGE_TEXTS.empty } },
        ],
      },
      {
        guard: { type: 'isTooLarge', params: ({ event }) => ({ file: event.file }) },
        target: '.failed',
        actions: [
          { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
          { type: 'setError', params: { message: IMAGE_TEXTS.tooLarge } },
        ],
      },
      { target: '.uploading', actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) } },
    ],
  },
  states: {
    idle: {
      on: { 'CLEAR.CLICK': { actions: ['forget', 'clearImage'] } },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context }) => context.file!,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setUploaded', params: ({ event }) => ({ image: event.output }) },
            { type: 'useImage', params: ({ event }) => ({ image: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    failed: {
      on: { 'CLEAR.CLICK': { target: 'idle', actions: ['forget', 'clearImage'] } },
    },
  },
});
