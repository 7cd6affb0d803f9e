/**
 * The sale editor of /sale (create) and /sale?uid=… (edit): the animal, the advert, the place and the photos, each
 * a field group of its own; the shared zod rules run before sending and the API's field errors land on their fields.
 */
import { useRef, useState } from 'react';
import type { SaleDetail } from '../../../lib/sales/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { MAX_SALE_PHOTOS, MIN_WEEKS_BEFORE_HOME, type SaleField } from '../../../lib/validation/sale.ts';
import { ErrorSummary, FieldScope, useErrorSummary } from '../../ui/error-summary.tsx';
import { SubmitButton } from '../../ui/form.tsx';
import { useLeaveGuard } from '../../ui/leave-guard.tsx';
import { PhotoManager } from '../photos/PhotoManager.tsx';
import { AdvertFields } from './AdvertFields.tsx';
import { DgavGate } from './DgavGate.tsx';
import { AnimalFields } from './AnimalFields.tsx';
import { LocationFields } from './LocationFields.tsx';
import { AFTER_SAVE, useSaleSubmit } from './use-sale-submit.ts';
import { useSaleValues } from './use-sale-values.ts';
import { LABELS, type EditorOptions, type GroupProps } from './values.ts';

interface Props extends EditorOptions {
  messages: Messages;
  /** The sale being edited; absent to create one. */
  sale?: SaleDetail | null;
  /** The signed-in person's uid: a new advert's draft is theirs only (./draft.ts). */
  owner?: string;
  /** A breeder without a DGAV number: the gate shows above the form and what is typed is kept (decision 201). */
  dgavMissing?: boolean;
}

/** Where the editor goes after saving. */
export { AFTER_SAVE };

export default function SaleEditor({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

function Editor({
  sale,
  species,
  breeds,
  districts,
  municipalities: initialMunicipalities,
  owner = '',
  dgavMissing = false,
}: Omit<Props, 'messages'>) {
  const t = useTranslate();
  // A new advert for a litter (issue 39): once sent, its animals are listed below it, the first one from this form.
  const [litter, setLitter] = useState(false);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, photos, setPhotos, municipalities, referenceFailed, dirty, chooseDistrict } =
    useSaleValues({ form, sale, owner, dgavMissing, initialMunicipalities });
  // Leaving with unsaved changes (Cancelar, the back link, closing the tab) asks first (issue 25, item 8).
  const guard = useLeaveGuard(dirty);
  const { errors, submitted, formError, busy, submit } = useSaleSubmit({
    sale,
    values,
    photos,
    litter,
    summary,
    guard,
  });

  const set: GroupProps['set'] = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  // Rule errors show once a first attempt was made; the week count and the photo limit fill their rules' texts.
  const visible = (field: SaleField | 'form') => (submitted ? errors[field] : undefined);
  const errorOf = (field: SaleField | 'form') => {
    const key = visible(field);
    return key ? t(key, { weeks: MIN_WEEKS_BEFORE_HOME, max: MAX_SALE_PHOTOS }) : undefined;
  };
  const group: GroupProps = {
    values,
    set,
    errorOf,
    bind: (field) => ({
      name: field,
      value: values[field],
      error: errorOf(field),
      onChange: (e) => set(field, e.target.value),
    }),
  };

  const fields = Object.keys(LABELS) as (keyof typeof LABELS)[];
  const labelTexts = Object.fromEntries(fields.map((field) => [field, t(LABELS[field])])) as typeof LABELS;
  const fieldErrors = Object.fromEntries(fields.map((field) => [field, errorOf(field)]));

  return (
    <>
      {dgavMissing && <DgavGate />}
      <form
        ref={form}
        className="flex flex-col gap-8"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-busy={busy}
        data-sale-editor
      >
        <ErrorSummary
          summary={summary}
          labels={labelTexts}
          errors={fieldErrors}
          message={formError ? t(formError) : errorOf('form')}
        />
        {/* First, not after a 4,200 px form (issue 55): a litter's breeder knows it before writing anything. */}
        {!sale && <LitterChoice litter={litter} setLitter={setLitter} />}
        <FieldScope summary={summary}>
          <AnimalFields
            {...group}
            species={species}
            breeds={breeds}
            chooseSpecies={(code) => setValues((x) => ({ ...x, species: code, breedCode: '' }))}
          />
          <AdvertFields {...group} />
          <LocationFields
            {...group}
            districts={districts}
            municipalities={municipalities}
            chooseDistrict={(id) => void chooseDistrict(id)}
            referenceFailed={referenceFailed}
          />

          <section className="card p-5 md:p-6">
            <PhotoManager photos={photos} onChange={setPhotos} error={visible('images')} />
          </section>
        </FieldScope>

        <EditorActions editing={!!sale} busy={busy} />
        {guard.dialog}
      </form>
    </>
  );
}

/** The box a new advert's breeder ticks when it is for a litter (issue 39). */
function LitterChoice({ litter, setLitter }: { litter: boolean; setLitter: (litter: boolean) => void }) {
  const t = useTranslate();
  return (
    <label className="card flex min-h-11 items-start gap-3 p-5 font-semibold md:p-6" data-litter-choice>
      <input
        type="checkbox"
        name="litter"
        className="mt-1 size-5 accent-brand-700"
        checked={litter}
        onChange={(e) => setLitter(e.target.checked)}
      />
      <span>
        {t('sale-editor.litter')}
        <span className="block font-normal text-ink-muted">{t('sale-editor.litter.hint')}</span>
      </span>
    </label>
  );
}

/** Sending and leaving the editor, with the note that a moderator reads every advert. */
function EditorActions({ editing, busy }: { editing: boolean; busy: boolean }) {
  const t = useTranslate();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton busy={busy} layout="">
        {editing ? t('sale-editor.submit.edit') : t('sale-editor.submit.create')}
      </SubmitButton>
      <a href={AFTER_SAVE} className="btn btn-outline">
        {t('sale-editor.cancel')}
      </a>
      <p className="text-sm text-ink-muted">{t('sale-editor.moderation-note')}</p>
    </div>
  );
}
