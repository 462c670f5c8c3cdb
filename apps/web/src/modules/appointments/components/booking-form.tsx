'use client';
// The confirmation of a picked slot: the time, the subject and the button that books it.
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { slotLabel } from '../zoned-format.ts';
import type { Slot } from './slot-grid.tsx';
import type { Booking } from './use-booking.ts';

export function BookingForm({ slot, timeZone, booking }: { slot: Slot; timeZone: string; booking: Booking }) {
  const { t, locale } = useI18n();
  return (
    <form
      ref={booking.formRef}
      onSubmit={(e) => void booking.onSubmit(e)}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-line bg-slate-50 p-4"
      aria-label={t.appointments.grid.confirmTitle}
    >
      <p className="text-sm text-slate-700">
        <span className="font-medium text-ink">{t.appointments.grid.chosen}:</span> {slotLabel(slot, timeZone, locale)}
      </p>
      <TextField
        id="book-subject"
        label={t.appointments.subject}
        name="onderwerp"
        maxLength={200}
        value={booking.onderwerp}
        error={booking.errors.onderwerp}
        onChange={(e) => booking.setOnderwerp(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={booking.sending}>
          {t.appointments.grid.book}
        </Button>
        <Button variant="ghost" onClick={() => booking.setSlot(null)}>
          {t.appointments.grid.otherTime}
        </Button>
      </div>
    </form>
  );
}
