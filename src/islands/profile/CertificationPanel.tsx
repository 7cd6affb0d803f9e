/**
 * The breeder's certification on /user-profile (issue 37, decision 176): where it stands (certified until a date,
 * an application waiting, refused with the moderator's reason) and, when one may apply, the application: the DGAV
 * number, a description of the premises and up to three documents (PDF or photos; a phone offers its camera too).
 * Errors show at their field; once sent, the panel says the application waits and the focus moves to that news.
 */
import { useEffect, useRef, useState } from 'react';
import { type CertificationApplication, type MyCertification } from '../../lib/api/certification.ts';
import { CERTIFICATION_DOCUMENTS_MAX, DGAV_NUMBER, PREMISES_MAX, PREMISES_MIN } from '../../lib/certification/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { TextAreaField, TextField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope } from '../ui/error-summary.tsx';
import { errorClass, FormAlert, labelClass, SubmitButton } from '../ui/form.tsx';
import { useHydrated } from '../hydration.ts';
import { CertificationDocuments } from './CertificationDocuments.tsx';
import { useApplicationForm, type Picked } from './use-application-form.ts';

interface Props {
  messages: Messages;
  initial: MyCertification;
  /** The DGAV number of the profile, offered as the application's. */
  dgavNumber: string | null;
}

export default function CertificationPanel({ messages, initial, dgavNumber }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Panel initial={initial} dgavNumber={dgavNumber} />
    </MessagesContext.Provider>
  );
}

const day = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' });
const date = (iso: string | null | undefined) => (iso ? day.format(new Date(iso)) : '');
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

function Panel({ initial, dgavNumber }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const [state, setState] = useState(initial);
  const news = useRef<HTMLParagraphElement>(null);
  // Sent: the news that it waits takes the focus, once it says so.
  const filedNow = useRef(false);
  useEffect(() => {
    if (!filedNow.current) return;
    filedNow.current = false;
    news.current?.focus();
  }, [state]);
  const application = state.application;

  return (
    <div className="flex flex-col gap-4" data-certification-panel>
      <p ref={news} tabIndex={-1} className="text-lg" data-certification-state={stateOf(state)}>
        {state.certified
          ? t('certification.state.certified', { date: date(state.validUntil) })
          : application?.status === 'PENDING'
            ? t('certification.state.pending', { date: date(application.createdAt) })
            : t('certification.state.none')}
      </p>
      {application?.status === 'REFUSED' && (
        <FormAlert tone="info">
          {t('certification.state.refused', { date: date(application.decidedAt), reason: application.reason ?? '' })}
        </FormAlert>
      )}
      {application?.status === 'PENDING' && (
        <CertificationDocuments documents={application.documents} label={t('certification.documents.sent')} />
      )}
      {state.canApply ? (
        <ApplicationForm
          renewal={state.certified}
          dgavNumber={application?.dgavNumber ?? dgavNumber ?? ''}
          onFiled={(filed) => {
            filedNow.current = true;
            setState({ ...state, canApply: false, application: filed });
          }}
        />
      ) : (
        !state.certified &&
        application?.status !== 'PENDING' && <p className="text-ink-muted">{t('certification.breeders-only')}</p>
      )}
    </div>
  );
}

const stateOf = (s: MyCertification) =>
  s.certified ? 'certified' : s.application?.status === 'PENDING' ? 'pending' : 'none';

function ApplicationForm({
  renewal,
  dgavNumber: initialDgav,
  onFiled,
}: {
  renewal: boolean;
  dgavNumber: string;
  onFiled: (filed: CertificationApplication) => void;
}) {
  const t = useTranslate();
  const form = useApplicationForm(initialDgav, onFiled);
  const { dgavNumber, setDgavNumber, premises, setPremises, documents, setDocuments, errors, alert, busy, summary } =
    form;
  const { pick, clearWhen, submit } = form;

  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <h3 className="text-lg font-bold">{t(renewal ? 'certification.form.renew' : 'certification.form.title')}</h3>
      <p className="text-ink-muted">{t('certification.form.lead')}</p>
      <ErrorSummary
        summary={summary}
        labels={{
          dgavNumber: t('certification.field.dgav'),
          premises: t('certification.field.premises'),
          documents: t('certification.field.documents'),
        }}
        errors={errors}
        message={alert}
      />
      <FieldScope summary={summary}>
        <TextField
          label={t('certification.field.dgav')}
          hint={t('certification.field.dgav-hint')}
          name="dgavNumber"
          error={errors['dgavNumber']}
          value={dgavNumber}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => {
            setDgavNumber(e.target.value);
            clearWhen('dgavNumber', DGAV_NUMBER.test(e.target.value.trim()));
          }}
        />
        <TextAreaField
          label={t('certification.field.premises')}
          hint={t('certification.field.premises-hint')}
          name="premises"
          error={errors['premises']}
          value={premises}
          rows={4}
          maxLength={PREMISES_MAX}
          onChange={(e) => {
            setPremises(e.target.value);
            const length = e.target.value.trim().length;
            clearWhen('premises', length >= PREMISES_MIN && length <= PREMISES_MAX);
          }}
        />
        <DocumentsField
          documents={documents}
          setDocuments={setDocuments}
          error={errors['documents']}
          fieldId={summary.fieldId('documents')}
          pick={pick}
        />
      </FieldScope>
      <SubmitButton busy={busy} layout="self-start">
        {t('certification.form.submit')}
      </SubmitButton>
    </form>
  );
}

/** The documents picked so far, each removable, the picker while there is room, and their error. */
function DocumentsField({
  documents,
  setDocuments,
  error,
  fieldId,
  pick,
}: {
  documents: Picked[];
  setDocuments: (documents: Picked[]) => void;
  error: string | undefined;
  fieldId: string;
  pick: (files: FileList | null) => Promise<void>;
}) {
  const t = useTranslate();
  const hydrated = useHydrated();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={labelClass}>{t('certification.field.documents')}</legend>
      <p id="certification-documents-hint" className="text-sm text-ink-muted">
        {t('certification.field.documents-hint')}
      </p>
      {documents.length > 0 && (
        <ul className="flex flex-col gap-2">
          {documents.map((d, i) => (
            // The name keeps a readable width: the button goes under it rather than squeeze it (issue 55).
            <li key={`${d.name}-${i}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="min-w-40 flex-1 [overflow-wrap:anywhere]" data-certification-chosen>
                {d.name}
              </span>
              <button
                type="button"
                className="btn btn-outline min-h-11 shrink-0"
                onClick={() => setDocuments(documents.filter((_, j) => j !== i))}
              >
                {t('certification.documents.remove', { name: d.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {documents.length < CERTIFICATION_DOCUMENTS_MAX && (
        <input
          id={fieldId}
          type="file"
          accept={ACCEPT}
          multiple
          // A file picked before the island ran would be lost: the picker waits for it, as the submit does.
          disabled={!hydrated}
          // The picker's own width (its button and file name) never widens the page past a phone's screen.
          className="min-h-11 w-full [contain:inline-size]"
          aria-label={t('certification.field.documents-add')}
          aria-describedby={`certification-documents-hint${error ? ' certification-documents-error' : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            void pick(e.target.files);
            e.target.value = '';
          }}
          data-certification-files
        />
      )}
      {error && (
        <p id="certification-documents-error" className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
