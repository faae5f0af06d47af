import { AVATAR_PALETTE } from '@team7790/shared/accounts/avatar-palette';
import { clsx } from 'clsx';
import { Check, Palette } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { avatarInitials, readableTextOn } from '../../../lib/avatar.ts';
import { AVATAR_SAVE_DELAY_MS } from './avatar-palette.ts';
import { useUpdateProfile } from '../api/profile-api.ts';

/**
 * The avatar, which opens the 15-swatch palette. A pick shows at once; the colour is saved
 * 500 ms after the last pick, and a failed save is only logged (spec 3 sections 4 and 8).
 */
export function AvatarColorPicker({ username, color }: { username: string; color: string }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const update = useUpdateProfile();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const shown = picked ?? color;

  // The latest pick not yet saved, and the save itself, for the timer and for leaving the page.
  const unsaved = useRef<string | null>(null);
  const save = useRef(update.mutate);
  save.current = update.mutate;
  const flush = () => {
    const hex = unsaved.current;
    unsaved.current = null;
    if (hex) save.current({ avatar_color: hex }, { onError: (err) => console.warn('Saving the avatar colour failed', err) });
  };

  useEffect(() => {
    if (picked === null || picked === color) return;
    unsaved.current = picked;
    const timer = setTimeout(flush, AVATAR_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [picked, color]);
  useEffect(() => flush, []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          wrapper.current?.querySelector<HTMLButtonElement>('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        // The initials it shows first, then what it does: a speech user says what they see (WCAG 2.5.3, label in name).
        aria-label={`${avatarInitials(username)}, change avatar color`}
        className="group relative block rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Avatar username={username} color={shown} className="size-20 text-2xl sm:size-24 sm:text-3xl" />
        <span className="absolute -right-0.5 -bottom-0.5 flex size-8 items-center justify-center rounded-full border-2 border-surface bg-surface-muted text-fg shadow group-hover:bg-accent-soft">
          <Palette aria-hidden="true" className="size-4" />
        </span>
      </button>
      {open && (
        <fieldset
          id={panelId}
          className="absolute top-full left-1/2 z-20 mt-2 w-64 -translate-x-1/2 rounded-2xl sm:left-0 sm:translate-x-0 border border-line bg-surface p-3 shadow-xl"
        >
          <legend className="sr-only">Avatar color</legend>
          <p aria-hidden="true" className="mb-2 text-sm font-semibold text-fg">
            Avatar color
          </p>
          <div className="grid grid-cols-5 gap-2">
            {AVATAR_PALETTE.map(({ name, hex }) => (
              <label key={hex} title={name} className="relative">
                <input
                  type="radio"
                  name={`${panelId}-colour`}
                  value={hex}
                  checked={shown === hex}
                  onChange={() => setPicked(hex)}
                  aria-label={name}
                  className="peer sr-only"
                  autoFocus={shown === hex}
                />
                <span
                  className={clsx(
                    'flex size-10 cursor-pointer items-center justify-center rounded-full border border-black/10 transition-transform hover:scale-110',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                  )}
                  style={{ backgroundColor: hex, color: readableTextOn(hex) }}
                >
                  {shown === hex && <Check aria-hidden="true" className="size-5" />}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
