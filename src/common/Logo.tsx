import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_COVER, DEFAULT_LOGO } from '../data/consultancy-images';
import { mediaSrcSet } from '../domain/images';

/**
 * An image that falls back to a default local image when it fails to load. An uploaded image (a
 * /media address) also offers its smaller widths (srcset), for `sizes`.
 */
export function FallbackImage({ src, fallback, sizes, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; fallback: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? fallback : src || fallback;
  const srcSet = mediaSrcSet(shown);
  return (
    <img
      {...rest}
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      onError={() => setFailed(src)}
      data-fallback={shown === fallback ? '' : undefined}
    />
  );
}

export function ConsultancyLogo({ src, size = 48, alt = '' }: { src: string; size?: number; alt?: string }) {
  return <FallbackImage src={src} fallback={DEFAULT_LOGO} width={size} height={size} sizes={`${size}px`} alt={alt} loading="lazy" decoding="async" />;
}

export function ConsultancyCover({ src, alt = '' }: { src: string; alt?: string }) {
  return <FallbackImage src={src} fallback={DEFAULT_COVER} width={800} height={300} sizes="(max-width: 800px) 100vw, 800px" alt={alt} decoding="async" />;
}
