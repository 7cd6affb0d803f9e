/** Acceptance of the Terms of Use and the Privacy Policy, both opening in a new tab so the form keeps what was typed. */
import { useTranslate } from '../../../lib/translator.ts';
import { useFieldId } from '../../ui/error-summary.tsx';
import { useFieldErrors } from './field-errors.tsx';
import type { GroupProps } from './rules.ts';

export function TermsField({ values, set, errorOf }: GroupProps) {
  const t = useTranslate();
  const { errorId, message } = useFieldErrors(errorOf);
  const id = useFieldId('acceptTerms');
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          required
          checked={values.acceptTerms}
          onChange={(e) => set('acceptTerms', e.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...(errorOf('acceptTerms') ? { 'aria-invalid': true, 'aria-describedby': errorId('acceptTerms') } : {})}
        />
        <label htmlFor={id}>
          {t('register.accept-terms.before')}{' '}
          <a href="/terms" target="_blank" rel="noopener">
            {t('register.accept-terms.terms')}
            <span className="sr-only"> {t('register.new-tab')}</span>
          </a>{' '}
          {t('register.accept-terms.and')}{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            {t('register.accept-terms.privacy')}
            <span className="sr-only"> {t('register.new-tab')}</span>
          </a>
          .
        </label>
      </div>
      {message('acceptTerms')}
    </div>
  );
}
