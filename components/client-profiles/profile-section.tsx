'use client';

import { useTranslations } from 'next-intl';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { Defaults } from '@/lib/api-client/defaults';
import { useMessage } from '@/lib/api-client/use-error-toast';
import { CODEC_LABELS, PROFILE_FIELDS, type ProfileSection as Section } from '@/lib/schemas/client-profile';
import { OrderedListEditor } from './ordered-list-editor';

type Form = { settings: Record<string, string | boolean> } & Record<string, unknown>;

type Props = {
  section: Section;
  register: UseFormRegister<Form>;
  control: Control<Form>;
  errors: FieldErrors<Form>;
  defaults?: Defaults;
  /** Rendered before the generated fields (the Account section's columns). */
  children?: React.ReactNode;
};

/** One titled group of the client-profile form, generated from PROFILE_FIELDS. */
export function ProfileSection({ section, register, control, errors, defaults, children }: Props) {
  const t = useTranslations('clientProfiles');
  const msg = useMessage();
  const fieldError = (key: string) => msg((errors.settings as Record<string, { message?: string }> | undefined)?.[key]?.message);
  const allowedOf = (key: string, fallback: readonly string[]) => defaults?.[key as keyof Defaults]?.Allowed ?? fallback;
  const label = (key: string) => t(`fields.${key}` as 'fields.email');
  const fields = PROFILE_FIELDS.filter((f) => f.section === section);

  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 text-base font-semibold">{t(`sections.${section}` as 'sections.account')}</legend>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {children}
        {fields.map((f) => {
          const name = `settings.${f.key}` as const;
          switch (f.kind) {
            case 'bool':
              return <Checkbox key={f.key} label={label(f.key)} {...register(name)} className="self-end" />;
            case 'select':
              return <Select key={f.key} label={label(f.key)} options={allowedOf(f.key, f.allowed).map((v) => ({ value: v, label: v }))} error={fieldError(f.key)} {...register(name)} />;
            case 'list':
              return (
                <Controller
                  key={f.key}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <div className="md:col-span-2 xl:col-span-3">
                      <OrderedListEditor labels={CODEC_LABELS} label={label(f.key)} allowed={allowedOf(f.key, f.allowed)} value={String(field.value ?? '')} onChange={field.onChange} error={fieldError(f.key)} />
                    </div>
                  )}
                />
              );
            case 'digits':
              return <Field key={f.key} label={label(f.key)} inputMode="numeric" maxLength={f.max} pattern="[0-9]*" error={fieldError(f.key)} {...register(name)} />;
            default:
              return <Field key={f.key} label={label(f.key)} maxLength={f.max} type={f.key === 'stunpassword' ? 'password' : 'text'} autoComplete="off" error={fieldError(f.key)} {...register(name)} />;
          }
        })}
      </div>
    </fieldset>
  );
}
