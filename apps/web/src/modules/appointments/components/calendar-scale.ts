// The week calendar's scale: the hours it shows and the height of one hour.
export const FIRST_HOUR = 7;
export const LAST_HOUR = 21;
export const HOUR_PX = 48;
/** The height of a day column. */
export const DAY_HEIGHT = (LAST_HOUR - FIRST_HOUR) * HOUR_PX;

/** Minutes since midnight as hh:mm. */
export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
