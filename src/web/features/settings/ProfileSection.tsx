import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTier } from '../../lib/tier.tsx';
import { useRemoveAvatar, useUpdateProfile, useUploadAvatar } from './api.ts';
import { Notice } from './Notice.tsx';
import { Section } from './Section.tsx';
import { TextField } from './TextField.tsx';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_MAX_BYTES = 1024 * 1024;

/** Initials from the display name: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Name and picture, plus what the account is (e-mail, role, plan). */
export function ProfileSection() {
  const { t } = useTranslation('settings');
  const { user } = useCurrentUser();
  const { tier } = useTier();
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [name, setName] = useState(user?.username ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  if (!user) return null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 40) return setProblem(t('profile.nameLength'));
    setProblem(null);
    update.mutate({ username: trimmed });
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setProblem(t('profile.avatarType'));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t('profile.avatarSize'));
    setProblem(null);
    upload.mutate(file);
  };
  const failure = update.error ?? upload.error ?? remove.error;

  return (
    <Section id="profile" title={t('profile.title')}>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar className="size-16 text-lg">
          {user.avatar ? <AvatarImage src={user.avatar} alt={t('profile.avatarAlt')} /> : null}
          <AvatarFallback className="text-lg" data-testid="avatar-initials">
            {initials(user.username)}
          </AvatarFallback>
        </Avatar>
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileInput}
            id="avatar-file"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={pick}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => fileInput.current?.click()} pending={upload.isPending}>
            {user.avatar ? t('profile.avatarChange') : t('profile.avatarUpload')}
          </Button>
          {user.avatar ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => remove.mutate()} pending={remove.isPending}>
              {t('profile.avatarRemove')}
            </Button>
          ) : null}
        </div>
        <p className="basis-full text-xs text-muted-foreground">{t('profile.avatarHint')}</p>
      </div>
      <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-3">
        <TextField
          id="display-name"
          label={t('profile.username')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={40}
          className="min-w-0"
        />
        <Button type="submit" size="sm" disabled={update.isPending || name.trim() === user.username}>
          {t('save')}
        </Button>
      </form>
      {problem ? (
        <Notice>{problem}</Notice>
      ) : failure ? (
        <Notice>{errorMessage(t, failure)}</Notice>
      ) : update.isSuccess ? (
        <Notice kind="success">{t('profile.saved')}</Notice>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-muted-foreground">{t('profile.email')}</dt>
        <dd className="break-all" data-testid="profile-email">
          {user.email}
        </dd>
        <dt className="text-muted-foreground">{t('profile.role')}</dt>
        <dd>{t(`common:roles.${user.role}`)}</dd>
        <dt className="text-muted-foreground">{t('profile.tier')}</dt>
        <dd>{t(`common:tiers.${tier}`)}</dd>
      </dl>
    </Section>
  );
}
