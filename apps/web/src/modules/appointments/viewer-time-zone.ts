'use client';
// The viewer's time zone for the booking grid. The server renders the page in the zone the browser
// reported last time (a cookie, see viewer-time-zone.server.ts), Europe/Amsterdam on a first visit,
// and sends that zone's offsets around the year. The browser checks those with Date alone: when
// they match, its clock shows the same times and the page stays as rendered; the zone's name is
// read (Intl) at the first touch or key press and remembered in the cookie. When they differ, the
// name is read at once, after hydration in a task of its own, and the grid switches to it. (A slow
// phone's first Intl call costs ~100 ms; this keeps it out of loading the page.) Slots are
// instants, so a click books the instant it shows either way.
import { useEffect, useState } from 'react';
import { browserTimeZone } from './zoned-format.ts';
import { sameOffsets, timeZoneCookie, type TimeZoneOffsets } from './viewer-time-zone.shared.ts';

let detected: string | undefined;

/** The browser's zone, read once per page and remembered in the cookie for the next server render. */
export function viewerTimeZone(): string {
  if (detected === undefined) {
    detected = browserTimeZone();
    document.cookie = timeZoneCookie(detected, location.protocol);
  }
  return detected;
}

/** The zone to show times in: the server's, then the browser's own (see above). */
export function useViewerTimeZone(serverZone: string, serverOffsets: TimeZoneOffsets): string {
  const [timeZone, setTimeZone] = useState(() => detected ?? serverZone);
  useEffect(() => {
    if (detected !== undefined) return setTimeZone(detected);
    const update = () => setTimeZone(viewerTimeZone());
    if (!sameOffsets(serverOffsets, (at) => new Date(at).getTimezoneOffset())) {
      const timer = setTimeout(update, 0);
      return () => clearTimeout(timer);
    }
    const events = ['pointerdown', 'keydown'] as const;
    const onFirstInput = () => {
      for (const e of events) window.removeEventListener(e, onFirstInput, true);
      update();
    };
    for (const e of events) window.addEventListener(e, onFirstInput, { capture: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, onFirstInput, true);
    };
  }, [serverZone, serverOffsets]);
  return timeZone;
}
