/**
 * A litter's animals on a moderation card (decision 197): each with its name, sex, colour, price, microchip, state and
 * own photos, as buyers would read them once approved; a waiting change's new and changed animals are marked, and
 * those it takes out are named.
 */
import { fileUrl } from '../../../lib/images.ts';
import { formatPrice } from '../../../lib/sales/format.ts';
import type { QueueItem } from '../../../lib/sales/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';

export function QueueAnimals({ item }: { item: QueueItem }) {
  const t = useTranslate();
  if (item.animals.length === 0 && item.removedAnimals.length === 0) return null;
  const heading = `queue-animals-${item.uid}`;
  return (
    <section className="flex flex-col gap-2" aria-labelledby={heading} data-queue-animals>
      <h3 id={heading} className="text-lg font-bold">
        {t('moderation.animals.title', { count: item.animals.length })}
      </h3>
      {item.removedAnimals.length > 0 && (
        <p className="text-sm font-semibold" data-queue-animals-removed>
          {t('moderation.animals.removed', { names: item.removedAnimals.map((n) => `«${n}»`).join(', ') })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {item.animals.map((animal) => (
          <li
            key={animal.uid}
            className={`flex flex-col gap-2 rounded-lg border-2 p-3 ${animal.review ? 'border-info bg-sky-50' : 'border-line'}`}
            data-queue-animal={animal.uid}
            data-review={animal.review}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-bold">{animal.label}</h4>
              {animal.review && (
                <span className="rounded-full bg-info px-2 py-0.5 text-sm font-bold text-white">
                  {t(`moderation.animals.review.${animal.review}`)}
                </span>
              )}
              <span className="text-sm text-ink-muted">{t(`litter.state.${animal.state}`)}</span>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
              <dt className="text-ink-muted">{t('litter.animal.sex')}</dt>
              <dd>{t(`sales.sex.${animal.sex}`)}</dd>
              <dt className="text-ink-muted">{t('litter.animal.colour')}</dt>
              <dd>{animal.colour}</dd>
              <dt className="text-ink-muted">{t('litter.animal.price')}</dt>
              <dd className="font-bold">{formatPrice(animal.price, t)}</dd>
              <dt className="text-ink-muted">{t('litter.animal.microchip')}</dt>
              <dd className="font-mono" data-queue-animal-chip>
                {animal.microchip}
              </dd>
            </dl>
            {animal.photos.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {animal.photos.map((key) => (
                  <li key={key}>
                    <img
                      src={fileUrl(key, 320)}
                      alt={t('litter.animal.photo', { label: animal.label })}
                      width={128}
                      height={96}
                      loading="lazy"
                      className="h-24 w-32 rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">{t('moderation.animals.no-photos')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
