/** A sale photo in an island: the stored renditions through srcset, or the paw placeholder when there is none. */
import { imageSources } from '../../lib/images.ts';
import type { SaleImage } from '../../lib/sales/shapes.ts';

export function Thumbnail({
  image,
  className = '',
  sizes = '11rem',
  alt = '',
}: {
  image: SaleImage | null;
  className?: string;
  sizes?: string;
  alt?: string;
}) {
  if (!image) {
    return (
      <div className={`grid place-items-center bg-sand text-brand-300 ${className}`} aria-hidden="true">
        <svg viewBox="0 0 64 64" className="size-1/3" fill="currentColor">
          <ellipse cx="32" cy="42" rx="14" ry="11" />
          <ellipse cx="15" cy="28" rx="6" ry="8" />
          <ellipse cx="49" cy="28" rx="6" ry="8" />
          <ellipse cx="24" cy="15" rx="5.5" ry="7.5" />
          <ellipse cx="40" cy="15" rx="5.5" ry="7.5" />
        </svg>
      </div>
    );
  }
  const sources = imageSources(
    { key: image.uid, width: image.width, height: image.height, variants: image.variants },
    sizes,
  );
  return (
    <picture className="contents">
      {sources.webpSrcset && <source type="image/webp" srcSet={sources.webpSrcset} sizes={sizes} />}
      <img
        src={sources.src}
        srcSet={sources.srcset || undefined}
        sizes={sources.srcset ? sizes : undefined}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={`object-cover ${className}`}
      />
    </picture>
  );
}
