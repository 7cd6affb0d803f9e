/**
 * "Falta o registo de criador" above a breeder's first advert (decision 201): the law wants the DGAV registration
 * number on a breeder's adverts. The form stays open below; the link opens the profile on that field, focused, and
 * brings the person back here with what they typed (the editor keeps it as a draft, ./draft.ts).
 */
import { dgavFieldHref } from '../../../lib/users/dgav-field.ts';
import { useTranslate } from '../../../lib/translator.ts';

export function DgavGate() {
  const t = useTranslate();
  return (
    <section
      className="card mb-8 flex flex-col items-start gap-3 border-l-4 border-brand-700 p-5 md:p-6"
      aria-labelledby="dgav-gate-title"
      data-needs-dgav
    >
      <h2 id="dgav-gate-title" className="text-xl font-bold">
        {t('sale-editor.dgav.title')}
      </h2>
      <p className="max-w-prose">{t('sale-editor.dgav.text')}</p>
      <a href={dgavFieldHref()} className="btn btn-primary" data-keeps-work>
        {t('sale-editor.dgav.link')}
      </a>
    </section>
  );
}
