/**
 * Named tolerances of the strength tests (virupas unless said). The books work in degrees and
 * minutes from printed tables and round to one or two decimals, so each limit says what it covers.
 */
/** A bala that is a whole step (15, 30, 45, 60 …) or a sum of table values: exact up to float noise. */
export const exactVirupas = 1e-9;
/** Raman's and Jain's two-decimal rounding of an arc/3 or a time fraction. */
export const bookRoundingVirupas = 0.07;
/** Uchcha bala from the book's longitudes: the printed value is the arc/3 of minutes-rounded arcs. */
export const uchchaBookVirupas = 0.15;
/** Ayana bala: the books read kranti from a table (whole minutes, ε = 24°); 1′ of kranti is 0.02 virupa, and the tables round. */
export const ayanaBookVirupas = 0.6;
/** Bhava drishti bala: a sum of twelve rounded terms in the book. */
export const bhavaDrishtiBookVirupas = 0.3;
/** A bhava total (lord's shadbala + dig + drishti) from the book's rounded parts. */
export const bhavaTotalBookVirupas = 0.5;
/** Ishta and kashta phala: √ of two rounded balas. */
export const phalaBookVirupas = 0.25;
/** A shadbala total: the sum of sixteen rounded components. */
export const totalBookVirupas = 0.9;
