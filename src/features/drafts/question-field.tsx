/**
 * One question of the builder as its input (docs/drafts.md): a set of
 * choices, a line or a few lines of text, a date or a sum, with its hint and,
 * once shown, its problem, both tied to it for a screen reader.
 */
import { useId } from 'react';
import type { Question } from './types';

export function QuestionField({
  question,
  value,
  error,
  onChange,
  onBlur,
}: {
  question: Question;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const label = question.label;
  const description = question.hint;
  const describedBy = [description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  if (question.type === 'choice') {
    return (
      <fieldset
        className="draft-choices"
        data-path={question.id}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error) || undefined}
      >
        <legend>{label}</legend>
        {description && (
          <p id={`${id}-hint`} className="draft-hint">
            {description}
          </p>
        )}
        {question.choices!.map((choice) => (
          <label key={choice.value} className="draft-choice">
            <input
              type="radio"
              name={`${id}-${question.id}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            <span>{choice.label}</span>
          </label>
        ))}
        {error && (
          <p id={`${id}-error`} className="draft-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const control = {
    id,
    name: question.id,
    // What the visitor typed before the page was ready is found by it (src/ui/early-input.ts).
    'data-path': question.id,
    value,
    required: !question.optional,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': describedBy,
    className: 'draft-input',
    onBlur,
  };
  return (
    <div>
      <label htmlFor={id} className="draft-label">
        {label}
        {!question.optional && <span aria-hidden="true"> *</span>}
      </label>
      {description && (
        <p id={`${id}-hint`} className="draft-hint">
          {description}
        </p>
      )}
      {question.type === 'textarea' || question.type === 'lines' ? (
        <textarea {...control} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input
          {...control}
          type={question.type === 'date' ? 'date' : 'text'}
          inputMode={question.type === 'rupees' || question.type === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="draft-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
