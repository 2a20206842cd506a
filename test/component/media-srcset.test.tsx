import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsultancyCover, ConsultancyLogo } from '../../src/common/Logo';
import { DEFAULT_LOGO } from '../../src/data/consultancy-images';
import { Cover } from '../../src/features/blog/BlogListPage';

const HASH = 'abcdefabcdefabcdefabcdefabcdef12';

describe('Uploaded images on the public pages offer their smaller widths', () => {
  it('a logo at a /media address has a srcset up to its largest width and sizes of the shown size; a failed one falls back without it', () => {
    render(<ConsultancyLogo src={`/media/${HASH}/256.webp`} size={56} alt="Logo" />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('srcset', `/media/${HASH}/64.webp 64w, /media/${HASH}/128.webp 128w, /media/${HASH}/256.webp 256w`);
    expect(img).toHaveAttribute('sizes', '56px');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_LOGO);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('a cover and an article cover too; an image by URL or site path has no srcset', () => {
    render(
      <>
        <ConsultancyCover src={`/media/${HASH}/960.webp`} alt="Cover" />
        <Cover src={`/media/${HASH}/1440.webp`} alt="Article" />
        <ConsultancyLogo src="/images/logos/logo-1.svg" alt="Plain" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('srcset')).toMatch(/480\.webp 480w, \/media\/\w+\/960\.webp 960w$/);
    expect(screen.getByRole('img', { name: 'Article' }).getAttribute('srcset')).toContain('1440.webp 1440w');
    expect(screen.getByRole('img', { name: 'Plain' })).not.toHaveAttribute('srcset');
  });
});
