/**
 * The message box: on a desktop Enter sends and Shift+Enter breaks the line, on a touch screen Enter is a new line
 * and the button sends; after sending, the focus stays in the box (issue 40). Up to four photos go with the text,
 * from the device's files or, on a phone, straight from its camera. The page opens with the focus here, where the
 * person acts; with no connection the message stays in the box and the person is told so (decision 202).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, errorKey, retryAfter } from '../../lib/api/client.ts';
import type { Written } from '../../lib/api/conversations.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_PHOTOS_MAX } from '../../lib/conversations/rules.ts';
import { useTranslate } from '../../lib/translator.ts';
import { IMAGE_ACCEPT } from '../profile/image-file.ts';
import { AttachedPhotos } from './AttachedPhotos.tsx';
import { useAttachedPhotos } from './use-attached-photos.ts';
import { PushOffer } from '../push/PushOffer.tsx';
import { $messageSent, messageSent } from '../../stores/push-offer.ts';

interface Props {
  /** Starting a conversation: to whom and about what. */
  newTo: { name: string; title: string } | null;
  send: (written: Written) => Promise<void>;
  /** The words the box starts with (a litter's animal asked about, issue 39). */
  initialText?: string;
}

/** A message refused by a busy site is sent again by itself this many times in all, as its Retry-After says. */
const SEND_ATTEMPTS = 4;

export function Composer({ newTo, send, initialText = '' }: Props) {
  const t = useTranslate();
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retryIn, setRetryIn] = useState<number | null>(null);
  // Once a message is sent, push is offered (issue 42): a reply can then reach a phone with no tab open.
  const sent = useStore($messageSent);
  const box = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const photos = useAttachedPhotos();
  const full = photos.attached.length >= MESSAGE_PHOTOS_MAX;

  // The open conversation's box takes the focus when it appears, unless the person has already put it elsewhere.
  useEffect(() => {
    const current = document.activeElement;
    if (current === null || current === document.body) box.current?.focus({ preventScroll: true });
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if ((!body && photos.keys.length === 0) || busy) return;
    if (photos.uploading) {
      setError('messages.photos.wait');
      return;
    }
    setBusy(true);
    setError(null);
    const written = photos.keys.length > 0 ? { body, photos: photos.keys } : { body };
    for (let attempt = 1; ; attempt += 1) {
      try {
        await send(written);
        // What was typed while a busy site made it wait stays in the box.
        setText((current) => (current.trim() === body ? '' : current));
        photos.clear();
        box.current?.focus();
        messageSent();
        break;
      } catch (err) {
        // A busy site (503) or the hour's limit (429) says when to try again: a busy site soon, so it is done here.
        const seconds = retryAfter(err);
        if (err instanceof ApiError && err.status === 503 && seconds !== undefined && attempt < SEND_ATTEMPTS) {
          setRetryIn(seconds);
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
          setRetryIn(null);
          continue;
        }
        // No answer at all (no network, or none in time): the text stays in the box to be sent again.
        const unanswered = err instanceof ApiError && err.status === undefined;
        setError(unanswered ? 'messages.composer.offline' : (errorKey(err) ?? 'server-error'));
        break;
      }
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-1 border-t border-line p-3">
      {newTo && <p className="text-sm text-ink-muted">{t('messages.new.to', newTo)}</p>}
      <label htmlFor="message-text" className="sr-only">
        {t('messages.composer.label')}
      </label>
      <AttachedPhotos attached={photos.attached} over={photos.over} remove={photos.remove} />
      <div className="flex items-end gap-2">
        <textarea
          id="message-text"
          ref={box}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
            if (!window.matchMedia('(pointer: fine)').matches) return;
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          placeholder={t('messages.composer.placeholder')}
          aria-describedby="message-count"
          className="min-h-11 w-full flex-1 resize-y rounded-lg border-2 border-line px-3 py-2"
        />
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('messages.composer.send')}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline min-h-11 px-3 text-sm"
          aria-disabled={full || undefined}
          onClick={() => !full && files.current?.click()}
          data-attach-photos
        >
          {t('messages.photos.add')}
        </button>
        {/* A phone opens its camera for this one; a desktop has the files button only. */}
        <button
          type="button"
          className="btn btn-outline min-h-11 px-3 text-sm [@media(pointer:fine)]:hidden"
          aria-disabled={full || undefined}
          onClick={() => !full && camera.current?.click()}
          data-take-photo
        >
          {t('messages.photos.camera')}
        </button>
        <input
          ref={files}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          onChange={(e) => {
            void photos.add(e.currentTarget.files).then(() => box.current?.focus());
            e.currentTarget.value = '';
          }}
          data-photo-files
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(e) => {
            void photos.add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
          data-photo-camera
        />
      </div>
      <p id="message-count" className="text-xs text-ink-muted">
        {t('messages.composer.count', { count: text.length })}
        <span className="hidden [@media(pointer:fine)]:inline"> · {t('messages.composer.keys')}</span>
      </p>
      <p role="status" className="text-sm empty:hidden">
        {retryIn !== null && t('messages.composer.retrying', { seconds: retryIn })}
      </p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-error">
          {t(error)}
        </p>
      )}
      {sent && <PushOffer />}
    </form>
  );
}
