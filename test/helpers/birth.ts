/** Helpers for turning reference cases (local date-time + fixed UTC offset) into requests. */

/** `5.5` → `"+05:30"`, `-9.4346/15`-style fractional hours rounded to the minute. */
export function offsetString(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  return `${sign}${String(Math.floor(totalMinutes / 60)).padStart(2, '0')}:${String(totalMinutes % 60).padStart(2, '0')}`;
}

/** A reference case's birth as a request body (fixed offset, zone UTC as a placeholder name). */
export function birthBodyOf(c: { local_datetime: string; utc_offset_hours: number; lat: number; lon: number }) {
  const [localDate, localTime] = c.local_datetime.split('T');
  return {
    localDate,
    localTime,
    timezone: 'UTC',
    utcOffset: offsetString(c.utc_offset_hours),
    latitude: c.lat,
    longitude: c.lon,
  };
}
