import { useId, useState, type DragEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import { imageUploadMachine, type ChosenFile } from '../../../machines/image-upload/image-upload.machine';
import { IMAGE_FORMATS, MAX_IMAGE_BYTES, mediaSrcSet, type ImageKind } from '../../domain/images';
import type { UploadedImage } from '../../domain/imageUpload';
import { imagesApi } from '../../api/images';
import { FieldWrap, TextField } from '../../ui/fields';
import { Button } from '../../ui/primitives';

const Drop = styled.div<{ $over: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.primaryLight : 'transparent')};
  input[type='file'] {
    max-width: 100%;
    min-height: 44px;
  }
  p {
    margin: 0;
  }
`;

const Preview = styled.img`
  display: block;
  max-width: min(100%, 320px);
  max-height: 180px;
  height: auto;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Status = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.5em;
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

const ACCEPT = IMAGE_FORMATS.map((f) => `image/${f}`).join(',');
const FORMATS_TEXT = 'JPEG, PNG, WebP, GIF or AVIF';
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** What the live line says: what is being sent, what was stored, or why it was refused. */
function statusText(state: 'idle' | 'uploading' | 'failed', file: ChosenFile | null, uploaded: UploadedImage | null, error: string | null): string {
  if (state === 'uploading' && file) return `Uploading ${file.name}…`;
  if (state === 'failed' && error) return file ? `${file.name} was not uploaded: ${error}` : error;
  if (uploaded && file) return `Uploaded ${file.name}: ${uploaded.width} × ${uploaded.height} pixels, WebP, ${kilobytes(uploaded.bytes)}.`;
  return '';
}

/**
 * An image of a record (a logo, a cover): its address typed in (a URL or a site path still works), or
 * a file chosen with the file picker or dropped on the box, uploaded at once and shown. The upload's
 * progress and outcome are announced in a live line.
 */
export function ImageField({
  label,
  name,
  kind,
  value,
  onChange,
  error,
  upload = imagesApi.upload,
}: {
  label: string;
  name: string;
  kind: ImageKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The request (tests give their own). */
  upload?: (file: Blob, kind: ImageKind, signal?: AbortSignal) => Promise<UploadedImage>;
}) {
  const fileId = useId();
  const [over, setOver] = useState(false);
  const [state, send] = useMachine(
    imageUploadMachine.provide({
      actors: { upload: fromPromise<UploadedImage, ChosenFile>(({ input, signal }) => upload(input as unknown as Blob, kind, signal)) },
      actions: {
        useImage: (_, params) => onChange(params.image.url),
        clearImage: () => onChange(''),
      },
    }),
  );
  const { file, uploaded, error: uploadError } = state.context;
  const phase = state.matches('uploading') ? 'uploading' : state.matches('failed') ? 'failed' : 'idle';
  const choose = (chosen: File | undefined) => {
    if (chosen) send({ type: 'FILE.CHOSEN', file: chosen });
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files[0]);
  };
  return (
    <FieldWrap data-image-field={name}>
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        error={error}
        hint="A URL or a path starting with /, or upload a file below. Leave empty for the default."
      />
      <Drop
        $over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={fileId}>Upload a file for the {label.toLowerCase()}</label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          disabled={phase === 'uploading'}
          onChange={(e) => {
            choose(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
        <p>
          Or drop it here. {FORMATS_TEXT}, up to {MAX_IMAGE_BYTES / 1024 / 1024} MB; it is stored as WebP without its metadata.
        </p>
      </Drop>
      <Status role="status" aria-label={`${label} upload`} $error={phase === 'failed'}>
        {statusText(phase, file, uploaded, uploadError)}
      </Status>
      {value ? (
        <>
          <Preview src={value} srcSet={mediaSrcSet(value)} sizes="320px" alt={`Preview of the ${label.toLowerCase()}`} />
          <div>
            <Button type="button" $variant="ghost" onClick={() => send({ type: 'CLEAR.CLICK' })}>
              Remove the {label.toLowerCase()}
            </Button>
          </div>
        </>
      ) : null}
    </FieldWrap>
  );
}
