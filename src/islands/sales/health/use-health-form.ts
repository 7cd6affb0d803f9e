/**
 * The health editor's state (issue 56): the advert's sheet, each litter animal's LOP number and own sheet, the errors
 * the shared rules and the API found, and the saving. Part-filled sheets are saved as they are.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorKey } from '../../../lib/api/client.ts';
import { saveHealthSheet } from '../../../lib/api/sales.ts';
import { healthErrors } from '../../../lib/sales/health.ts';
import type { SaleHealth } from '../../../lib/sales/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { useErrorSummary } from '../../ui/error-summary.tsx';
import { translateKey } from '../../ui/form.tsx';
import { bodyOf, copySheet, formOf, type AnimalForm, type SheetForm } from './sheet-form.ts';

interface Options {
  saleUid: string;
  birthDate: string;
  record: SaleHealth;
  animals: { uid: string; label: string }[];
}

export function useHealthForm({ saleUid, birthDate, record, animals: litter }: Options) {
  const t = useTranslate();
  const [form, setForm] = useState(() => formOf(record, litter));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const saved = useRef<HTMLParagraphElement>(null);
  // A row added: its first field takes the focus once it is on the page.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(summary.fieldId(focusNext.current))?.focus();
    focusNext.current = null;
  });

  const changed = (next: { sheet: SheetForm; animals: AnimalForm[] }) => {
    setForm(next);
    setStatus(null);
  };
  const setSheet = (sheet: SheetForm) => changed({ ...form, sheet });
  const setAnimal = (index: number, animal: AnimalForm) =>
    changed({ ...form, animals: form.animals.map((a, i) => (i === index ? animal : a)) });
  /** An animal that differs starts from the litter's sheet as it stands. */
  const ownSheet = (index: number, own: boolean) => {
    const animal = form.animals[index];
    if (animal) setAnimal(index, { ...animal, own: own ? copySheet(form.sheet) : null });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = bodyOf(form.sheet, form.animals);
    const found = healthErrors(body, birthDate);
    setErrors(found);
    setAlert(null);
    setStatus(null);
    if (Object.keys(found).length > 0) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      const record = await saveHealthSheet(saleUid, body);
      setForm(formOf(record, litter));
      setStatus(t('health.editor.saved'));
      setTimeout(() => saved.current?.focus(), 0);
    } catch (error) {
      const refused =
        error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (refused?.errors) setErrors(refused.errors);
      else setAlert(translateKey(t, errorKey(error), 'server-error'));
      summary.failed();
    } finally {
      setBusy(false);
    }
  }

  return {
    form,
    errors,
    alert,
    status,
    busy,
    summary,
    saved,
    submit,
    setSheet,
    setAnimal,
    ownSheet,
    focus: (path: string) => {
      focusNext.current = path;
    },
  };
}
