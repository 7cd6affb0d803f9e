/** The favourites of the signed-in user, for the dashboard: cards with their heart; taking a heart back takes the card away. */
import { useEffect, useRef, useState } from 'react';
import { fetchFavorites } from '../../lib/api/sales.ts';
import { breedOf, formatAge, formatPrice, placeOf, saleHref } from '../../lib/sales/format.ts';
import type { FavoritePage, SaleCard } from '../../lib/sales/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { FormAlert } from '../ui/form.tsx';
import { useHydrated } from '../hydration.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { Thumbnail } from './Thumbnail.tsx';

/** Cards per request ("show more" asks for the next ones). */
export const FAVORITES_PAGE = 12;

/** `initial`: the first page as the server read it, so the cards are on the dashboard without a wait (issue 59). */
export default function FavoritesList({ messages, initial }: { messages: Messages; initial?: FavoritePage }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Favorites initial={initial} />
    </MessagesContext.Provider>
  );
}

function Favorites({ initial }: { initial: FavoritePage | undefined }) {
  const t = useTranslate();
  const [cards, setCards] = useState<SaleCard[] | null>(initial?.content ?? null);
  const [total, setTotal] = useState(initial?.totalElements ?? 0);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(0);
  // The first page came with the HTML: no second read of it.
  const rendered = useRef(initial !== undefined);
  const hydrated = useHydrated();

  useEffect(() => {
    if (rendered.current) {
      rendered.current = false;
      return;
    }
    setFailed(false);
    fetchFavorites(page, FAVORITES_PAGE)
      .then(({ content, totalElements }) => {
        setCards((list) =>
          page === 0 ? content : [...(list ?? []), ...content.filter((c) => !list?.some((x) => x.uid === c.uid))],
        );
        setTotal(totalElements);
      })
      .catch(() => setFailed(true));
  }, [page]);

  if (failed) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{t('favorites.load-failed')}</FormAlert>
        <button type="button" className="btn btn-outline" onClick={() => setPage(0)}>
          {t('favorites.retry')}
        </button>
      </div>
    );
  }
  if (!cards) return <p role="status">{t('favorites.loading')}</p>;
  if (cards.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3" data-favorites-empty>
        <p className="text-ink-muted">{t('favorites.empty')}</p>
        <a href="/sales" className="btn btn-primary">
          {t('favorites.browse')}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-favorites>
        {cards.map((card) => (
          <li key={card.uid} className="card relative flex flex-col overflow-hidden" data-favorite={card.uid}>
            <Thumbnail
              image={card.image}
              className="aspect-[4/3] w-full"
              sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 92vw"
            />
            {card.availability !== 'AVAILABLE' && (
              // A favourite reserved or sold stays here with that state (decision 137).
              <span
                className="absolute top-3 left-3 z-10 rounded-full bg-ink px-3 py-1 text-sm font-bold text-white"
                data-favorite-availability={card.availability}
              >
                {t(`sales.availability.${card.availability}`)}
              </span>
            )}
            <div className="flex flex-1 flex-col gap-1 p-4">
              <h3 className="font-bold">
                <a
                  href={saleHref(card.uid)}
                  className="text-ink no-underline after:absolute after:inset-0 hover:text-brand-800"
                >
                  {card.title}
                </a>
              </h3>
              <p className="text-sm text-ink-muted">
                {breedOf(card, t)} · {formatAge(card.birthDate, t)} · {placeOf(card)}
              </p>
              <p className="mt-auto pt-1 font-extrabold text-brand-800">{formatPrice(card.price, t)}</p>
            </div>
            <div className="absolute top-3 right-3 z-10">
              <FavoriteButton
                uid={card.uid}
                label={t('favorites.remove', { title: card.title })}
                errorText={t('favorites.remove-failed')}
                onChange={(on) => {
                  if (!on) {
                    setCards((list) => list?.filter((c) => c.uid !== card.uid) ?? null);
                    setTotal((n) => n - 1);
                  }
                }}
              />
            </div>
          </li>
        ))}
      </ul>
      {cards.length < total && (
        <button
          type="button"
          className="btn btn-outline self-start"
          disabled={!hydrated}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('favorites.more')}
        </button>
      )}
    </div>
  );
}
