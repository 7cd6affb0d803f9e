/**
 * The offer of push at the moment it makes sense (issue 42, decision 190): under the message box after a message is
 * sent, under the confirmation of a visit asked for. Shown only where push can be turned on and has not been, nor
 * declined on this browser; the browser's own question comes from the tap on "Ativar notificações", never before.
 * It takes no focus: the person goes on writing.
 */
import { useEffect, useState } from 'react';
import { dismissOffer, shouldOffer, turnPushOn } from '../../lib/push/device.ts';
import { useTranslate } from '../../lib/translator.ts';

type Step = 'hidden' | 'offered' | 'asking' | 'done' | 'denied' | 'failed';

export function PushOffer() {
  const t = useTranslate();
  const [step, setStep] = useState<Step>('hidden');

  useEffect(() => {
    let live = true;
    void shouldOffer().then((offer) => live && offer && setStep('offered'));
    return () => {
      live = false;
    };
  }, []);

  if (step === 'hidden') return null;

  const turnOn = async () => {
    setStep('asking');
    try {
      const { state } = await turnPushOn();
      setStep(state === 'on' ? 'done' : state === 'denied' ? 'denied' : 'offered');
    } catch {
      setStep('failed');
    }
  };

  const said = { done: 'push.offer.done', denied: 'push.offer.denied', failed: 'push.offer.failed' } as const;
  return (
    <section
      aria-labelledby="push-offer-title"
      className="flex flex-col gap-2 rounded-lg border border-line bg-sand p-3 text-sm"
      data-push-offer
    >
      <h2 id="push-offer-title" className="font-semibold">
        {t('push.offer.title')}
      </h2>
      {step === 'offered' || step === 'asking' ? (
        <>
          <p className="text-ink-muted">{t('push.offer.text')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary min-h-11"
              aria-disabled={step === 'asking' || undefined}
              onClick={() => step === 'offered' && void turnOn()}
              data-push-on
            >
              {t('push.offer.on')}
            </button>
            <button
              type="button"
              className="btn btn-ghost min-h-11"
              onClick={() => {
                dismissOffer();
                setStep('hidden');
              }}
              data-push-later
            >
              {t('push.offer.later')}
            </button>
          </div>
        </>
      ) : (
        <p role="status" data-push-said={step}>
          {t(said[step])}
        </p>
      )}
    </section>
  );
}
