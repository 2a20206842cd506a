import { assign, fromPromise, setup } from 'xstate';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, type BulkResource, type ImportApplyResult, type ImportPreview } from '../../src/domain/bulk';

/**
 * The admin's CSV import of one resource:
 * choosing -FILE.CHOSEN-> reading (the file's text) -> previewing (POST …/preview) -> previewed
 * -APPLY.CLICK-> applying (POST …/apply with the preview's token) -> applied.
 * A file over the size limit stays in choosing with the limit's message; a failed read, preview or apply
 * says why and keeps what was there (a failed apply keeps the preview, to apply again or preview anew).
 * Reading the file and the two requests are provided by the page; this file knows nothing of the DOM or HTTP.
 */
export interface ChosenFile {
  name: string;
  size: number;
  /** The file itself, handed to the readFile actor as it is. */
  file: unknown;
}

export interface BulkImportContext {
  resource: BulkResource;
  file: ChosenFile | null;
  csv: string | null;
  preview: ImportPreview | null;
  overwriteConflicts: boolean;
  result: ImportApplyResult | null;
  error: string | null;
}

export type BulkImportEvent =
  | { type: 'FILE.CHOSEN'; file: ChosenFile }
  | { type: 'OVERWRITE.TOGGLE'; checked: boolean }
  | { type: 'APPLY.CLICK' }
  | { type: 'PREVIEW_AGAIN.CLICK' }
  | { type: 'START_OVER.CLICK' };

export const READ_FAILED = 'The file could not be read. Choose it again.';
export const PREVIEW_FAILED = 'The preview failed. Please try again.';
export const APPLY_FAILED = 'The import failed: nothing was changed. Please try again.';

const messageOf = (error: unknown, fallback: string) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' && (error as { message: string }).message
    ? (error as { message: string }).message
    : fallback;

/** Whether applying would write anything: new or changed rows, or conflicts the admin chose to overwrite. */
export const hasWrites = (preview: ImportPreview | null, overwriteConflicts: boolean) =>
  !!preview && preview.counts.new + preview.counts.changed + (overwriteConflicts ? preview.counts.conflict : 0) > 0;

const bulkImportSetup = setup({
  types: {
    context: {} as BulkImportContext,
    events: {} as BulkImportEvent,
    input: {} as { resource: BulkResource },
  },
  actors: {
    /** The chosen file's text. */
    readFile: fromPromise<string, ChosenFile>(() => Promise.reject(new Error('readFile is not provided'))),
    previewImport: fromPromise<ImportPreview, { resource: BulkResource; csv: string }>(() => Promise.reject(new Error('previewImport is not provided'))),
    applyImport: fromPromise<ImportApplyResult, { resource: BulkResource; csv: string; token: string; overwriteConflicts: boolean }>(() =>
      Promise.reject(new Error('applyImport is not provided')),
    ),
  },
  guards: {
    isTooLarge: (_, params: { file: ChosenFile }) => params.file.size > IMPORT_MAX_BYTES,
    hasWrites: ({ context }) => hasWrites(context.preview, context.overwriteConflicts),
  },
  actions: {
    takeFile: assign({
      file: (_, params: { file: ChosenFile }) => params.file,
      csv: null,
      preview: null,
      result: null,
      error: null,
      overwriteConflicts: false,
    }),
    refuseFile: assign({ file: null, csv: null, preview: null, result: null, error: IMPORT_TOO_LARGE }),
    takeText: assign({ csv: (_, params: { csv: string }) => params.csv }),
    takePreview: assign({ preview: (_, params: { preview: ImportPreview }) => params.preview, error: null }),
    takeResult: assign({ result: (_, params: { result: ImportApplyResult }) => params.result, error: null }),
    setOverwrite: assign({ overwriteConflicts: (_, params: { checked: boolean }) => params.checked }),
    showError: assign({ error: (_, params: { error: unknown; fallback: string }) => messageOf(params.error, params.fallback) }),
    forgetFile: assign({ file: null, csv: null, preview: null, result: null, error: null, overwriteConflicts: false }),
    clearError: assign({ error: null }),
  },
});

/** Another file, chosen while nothing is under way: refused when too large, else read and previewed. */
const chooseFile = [
  {
    guard: { type: 'isTooLarge', params: ({ event }: { event: { file: ChosenFile } }) => ({ file: event.file }) },
    target: '#bulkImport.choosing',
    actions: 'refuseFile',
  },
  { target: '#bulkImport.reading', actions: { type: 'takeFile', params: ({ event }: { event: { file: ChosenFile } }) => ({ file: event.file }) } },
] as const;

export const bulkImportMachine = bulkImportSetup.createMachine({
  id: 'bulkImport',
  context: ({ input }) => ({ resource: input.resource, file: null, csv: null, preview: null, overwriteConflicts: false, result: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: { 'FILE.CHOSEN': chooseFile },
    },
    reading: {
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context }) => context.file!,
        onDone: { target: 'previewing', actions: { type: 'takeText', params: ({ event }) => ({ csv: event.output }) } },
        onError: { target: 'choosing', actions: ['forgetFile', { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: READ_FAILED }) }] },
      },
    },
    previewing: {
      invoke: {
        id: 'previewImport',
        src: 'previewImport',
        input: ({ context }) => ({ resource: context.resource, csv: context.csv! }),
        onDone: { target: 'previewed', actions: { type: 'takePreview', params: ({ event }) => ({ preview: event.output }) } },
        onError: {
          target: 'choosing',
          actions: ['forgetFile', { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: PREVIEW_FAILED }) }],
        },
      },
    },
    previewed: {
      on: {
        'OVERWRITE.TOGGLE': { actions: { type: 'setOverwrite', params: ({ event }) => ({ checked: event.checked }) } },
        'APPLY.CLICK': { guard: 'hasWrites', target: 'applying', actions: 'clearError' },
        'PREVIEW_AGAIN.CLICK': { target: 'previewing', actions: 'clearError' },
        'START_OVER.CLICK': { target: 'choosing', actions: 'forgetFile' },
        'FILE.CHOSEN': chooseFile,
      },
    },
    applying: {
      invoke: {
        id: 'applyImport',
        src: 'applyImport',
        input: ({ context }) => ({
          resource: context.resource,
          csv: context.csv!,
          token: context.preview!.token,
          overwriteConflicts: context.overwriteConflicts,
        }),
        onDone: { target: 'applied', actions: { type: 'takeResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'previewed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: APPLY_FAILED }) } },
      },
    },
    applied: {
      on: { 'START_OVER.CLICK': { target: 'choosing', actions: 'forgetFile' }, 'FILE.CHOSEN': chooseFile },
    },
  },
});

export type BulkImportMachine = typeof bulkImportMachine;
