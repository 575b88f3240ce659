/** The birth moment used by the documented examples (Mumbai, 10 May 1990, 19:55 IST). */
export const exampleBirth = {
  localDate: '1990-05-10',
  localTime: '19:55:00',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
  ayanamsha: 'lahiri',
} as const;
