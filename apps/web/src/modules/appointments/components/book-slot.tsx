'use client';
// The entrepreneur books like in a calendar: he picks an adviser, sees the adviser's free 30-minute
// slots for a week in his own time zone (previous/next week), clicks one, and confirms with a
// subject (prefilled; checked with the proposal's own schema before it is sent). The adviser then
// approves or rejects the proposal. The page renders on the server with the advisers and the first
// week that has free time (`initial`), so the grid is there at once; the schema loads when a slot is
// picked (lib/lazy-schema.ts).
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { inputClasses } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';
import type { GridView } from '../slot-grid.view.ts';
import type { TimeZoneOffsets } from '../viewer-time-zone.shared.ts';
import { BookingForm } from './booking-form.tsx';
import { NoFreeTime } from './no-free-time.tsx';
import { SlotGrid, type WeekSlots } from './slot-grid.tsx';
import { useBooking } from './use-booking.ts';

export interface BookSlotInitial {
  advisers: RouterOutputs['availability']['advisers'];
  /** the zone the server rendered in (the one the browser reported last, else Amsterdam) */
  timeZone: string;
  /** the adviser preselected (the only one) and his first week with free time, laid out */
  adviserId: string;
  grid: { week: WeekSlots; view: GridView } | null;
  /** getTimezoneOffset() at instants around the year in `timeZone` (viewer-time-zone.ts) */
  offsets: TimeZoneOffsets;
}

/** The adviser chosen and the week shown, kept in the URL (?adviseur=…&week=YYYY-MM-DD): reload and Back keep them. */
function useAdviserChoice(initial: BookSlotInitial) {
  const trpc = useTRPC();
  const searchParams = useSearchParams();
  const urlWeek = /^\d{4}-\d{2}-\d{2}$/.test(searchParams.get('week') ?? '') ? searchParams.get('week')! : undefined;
  const urlAdviser = searchParams.get('adviseur');
  const advisers = useQuery({ ...trpc.availability.advisers.queryOptions(), initialData: initial.advisers });
  // one adviser: nothing to choose
  const only = advisers.data?.length === 1 ? advisers.data[0]!.id : '';
  // without a choice in the URL: the adviser preselected by the server, else the only one
  const adviserId =
    urlAdviser === null ? initial.adviserId || only : advisers.data?.some((a) => a.id === urlAdviser) ? urlAdviser : '';
  function keepInUrl(change: { adviseur?: string; week?: string | null }) {
    const params = new URLSearchParams(searchParams.toString());
    if (change.adviseur !== undefined) {
      params.set('adviseur', change.adviseur);
      params.delete('week');
    }
    if (change.week) params.set('week', change.week);
    const qs = params.toString();
    window.history.pushState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  }
  const adviser = advisers.data?.find((a) => a.id === adviserId);
  return { urlWeek, advisers, adviserId, adviser, keepInUrl };
}

/** `timeZone`: the viewer's (useViewerTimeZone, kept by the page so its list shows the same times) */
export function BookSlot({ initial, timeZone }: { initial: BookSlotInitial; timeZone: string }) {
  const { t } = useI18n();
  const { urlWeek, advisers, adviserId, adviser, keepInUrl } = useAdviserChoice(initial);
  const booking = useBooking(adviserId, timeZone);
  const { slot, setSlot, setMessage, message } = booking;

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <label className="flex max-w-sm flex-col gap-1.5 text-sm font-medium text-ink">
        {t.appointments.adviser}
        <select
          className={inputClasses}
          value={adviserId}
          onChange={(e) => {
            keepInUrl({ adviseur: e.target.value });
            setSlot(null);
            setMessage(null);
          }}
        >
          <option value="">{t.appointments.chooseAdviser}</option>
          {(advisers.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.voornaam} {a.achternaam}
            </option>
          ))}
        </select>
      </label>
      {advisers.data && advisers.data.length === 0 ? (
        <p className="text-sm text-muted">{t.appointments.noAdvisers}</p>
      ) : null}

      {adviserId ? (
        <section aria-labelledby="grid-title" className="flex min-w-0 flex-col gap-3">
          <div>
            <h3 id="grid-title" className="text-base font-semibold text-ink">
              {t.appointments.grid.title}
            </h3>
            <p className="text-sm text-muted">
              {fill(t.appointments.grid.lead, {
                name: adviser ? `${adviser.voornaam} ${adviser.achternaam}` : '',
                tz: timeZone,
              })}
            </p>
          </div>
          <SlotGrid
            adviserId={adviserId}
            timeZone={timeZone}
            initial={adviserId === initial.adviserId ? initial.grid : null}
            selected={slot}
            onPick={booking.pick}
            week={urlWeek}
            onWeekChange={(week) => keepInUrl({ week })}
            noneAhead={
              adviser ? (
                <NoFreeTime
                  adviser={adviser}
                  advisers={advisers.data ?? []}
                  timeZone={timeZone}
                  onChooseAdviser={(id, week) => {
                    keepInUrl({ adviseur: id, week });
                    setSlot(null);
                    setMessage(null);
                  }}
                />
              ) : null
            }
          />
        </section>
      ) : null}

      {slot ? <BookingForm slot={slot} timeZone={timeZone} booking={booking} /> : null}
      {message ? (
        <Alert tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}
