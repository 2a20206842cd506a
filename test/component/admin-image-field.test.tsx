import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_TEXTS, MAX_IMAGE_BYTES, mediaSrcSet, type ImageKind } from '../../src/domain/images';
import type { UploadedImage } from '../../src/domain/imageUpload';
import { ImageField } from '../../src/features/admin/ImageField';
import { ApiError } from '../../src/api/client';
import { theme } from '../../src/ui/theme';

const HASH = '0123456789abcdef0123456789abcdef';
const STORED: UploadedImage = { url: `/media/${HASH}/256.webp`, width: 256, height: 256, srcset: mediaSrcSet(`/media/${HASH}/256.webp`)!, bytes: 3100 };

type Upload = (file: Blob, kind: ImageKind) => Promise<UploadedImage>;

/** The field in a form of its own, its value kept as an editor keeps it. */
function Harness({ upload, initial = '' }: { upload: Upload; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <form aria-label="Editor">
        <ImageField label="Logo" name="logo" kind="logo" value={value} onChange={setValue} upload={upload} />
        <p data-testid="value">{value}</p>
      </form>
    </ThemeProvider>
  );
}

const pngFile = (name = 'logo.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('Admin image field: upload a logo or a cover from a file', () => {
  it('has a real file input with a label, reached with the keyboard; a chosen file is uploaded, announced and previewed as WebP with its srcset', async () => {
    let resolve!: (image: UploadedImage) => void;
    const upload = vi.fn<Upload>(() => new Promise((r) => (resolve = r)));
    render(<Harness upload={upload} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Upload a file for the logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('image/png');
    // Keyboard: from the address field, Tab reaches the file input.
    await user.click(screen.getByRole('textbox', { name: 'Logo' }));
    await user.tab();
    expect(input).toHaveFocus();

    const file = pngFile();
    await user.upload(input, file);
    expect(upload).toHaveBeenCalledWith(file, 'logo', expect.anything());
    expect(await screen.findByRole('status', { name: 'Logo upload' })).toHaveTextContent('Uploading logo.png…');
    resolve(STORED);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Logo upload' })).toHaveTextContent('Uploaded logo.png: 256 × 256 pixels, WebP, 3 KB.'));
    expect(screen.getByRole('textbox', { name: 'Logo' })).toHaveValue(STORED.url);
    const preview = screen.getByRole('img', { name: 'Preview of the logo' });
    expect(preview).toHaveAttribute('src', STORED.url);
    expect(preview).toHaveAttribute('srcset', STORED.srcset);
  });

  it('a file dropped on the box is uploaded the same way', async () => {
    const upload = vi.fn<Upload>(async () => STORED);
    render(<Harness upload={upload} />);
    const box = screen.getByLabelText('Upload a file for the logo').parentElement!;
    const file = pngFile('dropped.png');
    fireEvent.dragOver(box, { dataTransfer: { files: [file] } });
    fireEvent.drop(box, { dataTransfer: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Logo upload' })).toHaveTextContent('Uploaded dropped.png'));
    expect(upload).toHaveBeenCalledWith(file, 'logo', expect.anything());
  });

  it('a file over the size limit is refused before it is sent, with the limit in the message', async () => {
    const upload = vi.fn<Upload>(async () => STORED);
    render(<Harness upload={upload} />);
    await userEvent.setup().upload(screen.getByLabelText('Upload a file for the logo'), pngFile('huge.png', MAX_IMAGE_BYTES + 1));
    expect(await screen.findByRole('status', { name: 'Logo upload' })).toHaveTextContent(`huge.png was not uploaded: ${IMAGE_TEXTS.tooLarge}`);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it("the server's refusal is announced and the field keeps its address", async () => {
    const upload = vi.fn<Upload>(async () => {
      throw new ApiError(IMAGE_TEXTS.svg, 415, 'UNSUPPORTED_MEDIA_TYPE', { file: IMAGE_TEXTS.svg });
    });
    render(<Harness upload={upload} initial="/images/logos/logo-1.svg" />);
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Upload a file for the logo'), new File(['<svg/>'], 'evil.png', { type: 'image/png' }));
    expect(await screen.findByRole('status', { name: 'Logo upload' })).toHaveTextContent(`evil.png was not uploaded: ${IMAGE_TEXTS.svg}`);
    expect(screen.getByRole('textbox', { name: 'Logo' })).toHaveValue('/images/logos/logo-1.svg');
  });

  it('a URL typed in still works, and Remove empties the field', async () => {
    render(<Harness upload={vi.fn<Upload>()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Logo' }), '/images/logos/logo-2.svg');
    expect(screen.getByRole('img', { name: 'Preview of the logo' })).toHaveAttribute('src', '/images/logos/logo-2.svg');
    expect(screen.getByRole('img', { name: 'Preview of the logo' })).not.toHaveAttribute('srcset');
    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.getByRole('textbox', { name: 'Logo' })).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of the logo' })).toBeNull();
  });
});
