/** The customer's name, e-mail and phone: the request form's fields, also under a finished draft. */
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Say } from './send-request';

export function ContactFields({
  t,
  inputProps,
  nameLabel = 'requests.form.name',
}: {
  t: Say;
  inputProps: (field: 'name' | 'email' | 'phone') => GetInputPropsReturnType;
  /** The contact page's own label ('Full Name'). */
  nameLabel?: string;
}) {
  const fields = [
    { field: 'name', type: 'text', label: nameLabel, autoComplete: 'name' },
    { field: 'email', type: 'email', label: 'requests.form.email', autoComplete: 'email' },
    { field: 'phone', type: 'tel', label: 'requests.form.phone', autoComplete: 'tel' },
  ] as const;
  return fields.map(({ field, type, label, autoComplete }) => (
    <TextInput
      key={field}
      type={type}
      label={t(label)}
      placeholder={t(`requests.form.${field}Placeholder`)}
      autoComplete={autoComplete}
      required
      {...inputProps(field)}
    />
  ));
}
