'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/shell/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useProfile, useUpdateProfile, type Profile } from '@/lib/api-client/profile';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, profileInput, type ProfileInput } from '@/lib/schemas/profile';

const EXTENSIONS = /\.(jpe?g|gif|png|svg)$/i;

export function ProfileCard({ initial }: { initial: Profile }) {
  const t = useTranslations('profile');
  const msg = useMessage();
  const showError = useErrorToast();
  const { data: profile = initial } = useProfile(initial);
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: { name: profile.name, phoneNumber: profile.phoneNumber, email: profile.email },
  });
  const { errors } = formState;

  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  function choose(file: File | undefined) {
    setPictureError(undefined);
    if (!file) return;
    const problem = file.size > MAX_IMAGE_BYTES ? 'validation.fileTooBig' : !EXTENSIONS.test(file.name) ? 'validation.imageType' : undefined;
    if (problem) {
      setPicture(null);
      setPreview(null);
      setPictureError(msg(problem));
      toast.error(msg(problem));
      return;
    }
    setPicture(file);
    setPreview(URL.createObjectURL(file));
  }

  const onSubmit = handleSubmit(
    async (values) => {
      const form = new FormData();
      Object.entries(values).forEach(([k, v]) => form.set(k, v));
      if (picture) form.set('picture', picture);
      try {
        await update.mutateAsync(form);
        setPicture(null);
        setPreview(null);
        toast.success(t('saved'));
      } catch (e) {
        showError(e);
      }
    },
    (errs) => toast.error(msg(Object.values(errs)[0]?.message)),
  );

  return (
    <Card title={t('myProfile')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="flex items-center gap-4">
          <Avatar url={preview ?? profile.pictureUrl} name={profile.name} size={80} />
          <div className="space-y-1">
            <label htmlFor="picture" className="block text-sm font-medium">{t('picture')}</label>
            <input id="picture" type="file" accept={IMAGE_ACCEPT} onChange={(e) => choose(e.target.files?.[0])} className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-white" aria-describedby="picture-hint" />
            <p id="picture-hint" className={pictureError ? 'text-xs text-danger' : 'text-xs text-muted'}>{pictureError ?? t('pictureHint')}</p>
          </div>
        </div>
        <Field label={t('username')} value={profile.username} disabled readOnly />
        <Field label={t('name')} required autoComplete="name" error={msg(errors.name?.message)} {...register('name')} />
        <Field label={t('phoneNumber')} required type="tel" autoComplete="tel" error={msg(errors.phoneNumber?.message)} {...register('phoneNumber')} />
        <Field label={t('email')} required type="email" autoComplete="email" error={msg(errors.email?.message)} {...register('email')} />
        <Button type="submit" busy={update.isPending}>{t('save')}</Button>
      </form>
    </Card>
  );
}
