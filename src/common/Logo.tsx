import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_COVER, DEFAULT_LOGO } from '../data/consultancy-images';

/** An image that falls back to a default local image when it fails to load. */
export function FallbackImage({ src, fallback, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; fallback: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? fallback : src || fallback;
  return <img {...rest} src={shown} onError={() => setFailed(src)} data-fallback={shown === fallback ? '' : undefined} />;
}

export function ConsultancyLogo({ src, size = 48, alt = '' }: { src: string; size?: number; alt?: string }) {
  return <FallbackImage src={src} fallback={DEFAULT_LOGO} width={size} height={size} alt={alt} loading="lazy" decoding="async" />;
}

export function ConsultancyCover({ src, alt = '' }: { src: string; alt?: string }) {
  return <FallbackImage src={src} fallback={DEFAULT_COVER} width={800} height={300} alt={alt} decoding="async" />;
}
